import {
  BYTES_PER_FILE_SIZE_UNIT,
  type ResolvedParams,
  type ToolInput,
  type ToolValueProblem,
} from '@biocloud/contracts';
import type { BlobStore } from '../../../storage/blob-store';
import { parseBamHeader, recordsInCoordinateOrder, type Contig } from './bam-header';
import { betweenInputsChecks } from './between-inputs';
import type { CheckedFile } from './checked-file';
import {
  contigLengthMismatch,
  contigOfFirstRead,
  contigsNotIn,
  contigsOfHead,
  fastaContigReader,
  type ReferenceContig,
} from './contigs';
import { fastaAlphabet, sniffFormat, SNIFFED_TYPES } from './sniff-format';
import {
  CONTIGS_LISTED,
  HEADER_BYTES,
  describeContent,
  gzipIntact,
  readAll,
  readHead,
  type StoredContent,
} from './stored-content';

/*
 * The content checks of a submission, after the type checks: each input file is sniffed against its type, a gzip
 * file read to its end (a large one by its job, before the tool starts), and the input's manifest `check` applied
 * (compression, alphabet, coordinate order, contigs of the reference). Cheap checks come first and a file's full read
 * only when they pass; a problem names the input and the file, and the submission is refused before anything is
 * written.
 */

/** Enough to tell a format and an alphabet. */
const HEAD_BYTES = 64 * 1024;
/** Bytes of a per-position line besides the contig name: tab, position, tab, depth, line break. */
const POSITION_LINE_BYTES = 12;

export type { CheckedFile } from './checked-file';

/**
 * Whether this content was already read whole without an error (the format metadata of files/metadata, computed in
 * the background after an upload): its gzip is then intact and the full read at submit is skipped.
 */
export type ReadWholeBefore = (sha256: string, type: string) => Promise<boolean>;

type Problem = Omit<ToolValueProblem, 'field'>;

/** Roughly, in the largest unit that keeps it above 1 (sizes in a refusal, not for accounting). */
function roughSize(bytes: number): string {
  const [unit, size] = Object.entries(BYTES_PER_FILE_SIZE_UNIT).findLast(([, size]) => bytes >= size) ?? ['KB', 1024];
  return `${(bytes / size).toFixed(1)} ${unit}`;
}

/** Whether a param has a value or an input has a file in this submission. */
function given(name: string, context: CheckContext, fields: ReadonlySet<string>): boolean {
  const value = context.params[name];
  return fields.has(name) || (value !== undefined && value !== null && value !== '' && value !== false);
}

/** What the checks need to know of the submission beyond its files. */
export interface CheckContext {
  params: ResolvedParams;
  /** A param's label in the caller's language. */
  label: (param: string) => string;
}

/**
 * `readAtSubmitMaxBytes`: a gzip input up to this size is inflated whole here; a larger one is left to the first step
 * of its job (engine/input-whole-check.ts), which shows its progress: the request does not wait for it.
 */
/** Whether the bytes hold nothing but whitespace (none at all included). */
function isBlank(head: Buffer): boolean {
  return head.every((byte) => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d));
}

export function createInputChecks(
  store: BlobStore,
  readWholeBefore: ReadWholeBefore = () => Promise.resolve(false),
  readAtSubmitMaxBytes = Infinity,
) {
  const between = betweenInputsChecks(store);
  /** A reference's contigs, read once per submission however many files are held against it. */
  const referenceContigs = new Map<string, Promise<ReferenceContig[]>>();
  const contigsOfReference = (file: CheckedFile, content: StoredContent) => {
    let contigs = referenceContigs.get(file.key);
    if (!contigs) {
      const reader = fastaContigReader();
      contigs = readAll(store, content, (chunk) => reader.push(chunk)).then(() => reader.finish());
      referenceContigs.set(file.key, contigs);
    }
    return contigs;
  };

  async function checkFile(
    file: CheckedFile,
    input: Pick<ToolInput, 'check' | 'types'> | undefined,
    reference: CheckedFile | undefined,
    context: CheckContext,
    fields: ReadonlySet<string>,
  ): Promise<Problem | null> {
    const check = input?.check ?? {};
    const content = await describeContent(store, file.key, file.size);
    if (content.gzip && check.compression === 'none') return { code: 'INPUT_COMPRESSED' };
    if (content.gzip && !content.bgzf && check.compression === 'bgzf') return { code: 'INPUT_NOT_BGZF' };

    const needsHeader = ['bam', 'sam'].includes(file.type) || (file.type === 'vcf' && check.contigsOf !== undefined);
    const head = await readHead(store, content, needsHeader ? HEADER_BYTES : HEAD_BYTES);
    if (SNIFFED_TYPES.has(file.type)) {
      const found = sniffFormat(head);
      if (found === 'empty') return file.type === 'vcf' ? null : { code: 'INPUT_NO_DATA' };
      // Content of another type the input also takes is what the program reads (FASTA reads in a file named .fastq
      // for minimap2, bwa, MEGAHIT, seqkit stats): the name alone does not refuse it.
      if (found !== file.type && !(input?.types.includes(found) ?? false)) {
        return {
          code: 'INPUT_FORMAT_MISMATCH',
          params: { found: found.toUpperCase(), expected: file.type.toUpperCase() },
        };
      }
    } else if (isBlank(head)) {
      // A table, BED or text input without a character of data: the tools ran on it and their "no result" warning
      // blamed the parameters (tools review: table tools and bedtools merge on 0-byte files).
      return { code: 'INPUT_NO_DATA' };
    }
    const chosen = check.alphabetBy && check.alphabetBy.values[String(context.params[check.alphabetBy.param])];
    const wanted = check.alphabet ?? chosen;
    if (wanted && file.type === 'fasta') {
      const alphabet = fastaAlphabet(head);
      if (alphabet && alphabet !== wanted) {
        return { code: wanted === 'nucleotide' ? 'INPUT_NOT_NUCLEOTIDE' : 'INPUT_NOT_PROTEIN' };
      }
    }
    if (check.coordinateSorted && file.type === 'bam') {
      const header = parseBamHeader(head);
      const order = header?.sortOrder ?? 'unknown';
      const sorted =
        order === 'coordinate' ||
        (order === 'unknown' && header !== null && recordsInCoordinateOrder(head, header.recordsStart));
      if (!sorted) return { code: 'INPUT_NOT_SORTED', params: { order } };
    }
    const perPosition = check.perPositionWhen;
    const narrowed = perPosition?.unlessGiven?.some((name) => given(name, context, fields)) ?? false;
    if (perPosition && context.params[perPosition.param] === true && !narrowed) {
      const contigs = contigsOfHead(file.type, head);
      const bases = contigs.reduce((sum, c) => sum + c.length, 0);
      if (bases > perPosition.maxBases) {
        const tableSize = (of: readonly Contig[]) =>
          roughSize(of.reduce((sum, c) => sum + c.length * (c.name.length + POSITION_LINE_BYTES), 0));
        // The table covers the contigs with reads: at least the first read's, at most all of the header's (tools
        // review: 39 GB named for the 1.1 GB of chr17, the only contig with reads).
        const first = contigOfFirstRead(file.type, head, contigs)!;
        const option = context.label(perPosition.param);
        const narrowers = (perPosition.unlessGiven ?? []).map((name) => `"${context.label(name)}"`).join(' / ');
        return {
          code: 'INPUT_TOO_MANY_POSITIONS',
          params: {
            option,
            narrowers,
            bases,
            size: tableSize(contigs),
            first: first.name,
            firstBases: first.length,
            firstSize: tableSize([first]),
            max: perPosition.maxBases,
          },
        };
      }
    }
    if (reference && (file.type === 'bam' || file.type === 'vcf')) {
      const referenceContent = await describeContent(store, reference.key, reference.size);
      const fileContigs = contigsOfHead(file.type, head);
      const referenceContigs = await contigsOfReference(reference, referenceContent);
      const missing = contigsNotIn(fileContigs, referenceContigs);
      if (missing.length > 0) {
        const listed = missing.slice(0, CONTIGS_LISTED).join(', ');
        const contigs = missing.length > CONTIGS_LISTED ? `${listed} …` : listed;
        return { code: 'INPUT_CONTIGS_MISMATCH', params: { reference: reference.name, contigs } };
      }
      const otherLength = contigLengthMismatch(fileContigs, referenceContigs);
      if (otherLength) {
        return { code: 'INPUT_CONTIG_LENGTH_MISMATCH', params: { reference: reference.name, ...otherLength } };
      }
    }
    const knownIntact = file.sha256 !== undefined && (await readWholeBefore(file.sha256, file.type));
    // Past the size read at submit, only the BGZF end block is looked at here; the job reads the rest.
    const readLater = file.size > readAtSubmitMaxBytes;
    if (content.gzip && !(await gzipIntact(store, content, knownIntact || readLater))) {
      return { code: 'INPUT_GZIP_BROKEN' };
    }
    return null;
  }

  /** The problems of these files, at most one per file, in the order given. */
  async function check(
    files: readonly CheckedFile[],
    inputs: readonly ToolInput[],
    context: CheckContext,
  ): Promise<ToolValueProblem[]> {
    const problems: ToolValueProblem[] = [];
    const fields = new Set(files.map((f) => f.field));
    for (const file of files) {
      const input = inputs.find((i) => i.name === file.field);
      const referenceField = input?.check?.contigsOf;
      const reference = referenceField === undefined ? undefined : files.find((f) => f.field === referenceField);
      const problem = await checkFile(file, input, reference, context, fields);
      if (problem) problems.push({ field: file.field, ...problem, params: { ...problem.params, file: file.name } });
    }
    // Files are compared with each other only once each is fine on its own.
    const refused = new Set(problems.map((p) => p.field));
    problems.push(...(await between.check(files, inputs, refused)));
    return problems;
  }

  return { check };
}

export type InputChecks = ReturnType<typeof createInputChecks>;
