import type { ToolInput, ToolValueProblem } from '@biocloud/contracts';
import type { BlobStore } from '../../../storage/blob-store';
import { contigsOfHead } from './contigs';
import type { CheckedFile } from './checked-file';
import { matesProblem, recordNames, repeatedNameFinder, type SampledNames } from './record-names';
import { sniffFormat } from './sniff-format';
import { CONTIGS_LISTED, HEADER_BYTES, describeContent, openInflated, readHead } from './stored-content';

/*
 * Checks of one input against another, at submit, after each file passed its own checks: mates that pair (their
 * first reads, and their counts where a file is small enough to be seen whole), a BED that names contigs of its
 * alignments, names an alignment holds once. Each reads a bounded part of the files, so a submission never waits
 * for a whole large file; what lies past that part is left to the program.
 */

/** Of each mate file, this much of the start (about 3,000 short reads) is compared. */
const MATES_HEAD_BYTES = 1024 * 1024;
/** A BED is read at most this far for a contig of its alignments; past it, it is let through. */
const BED_SCAN_BYTES = 256 * 1024 * 1024;
/** An alignment is read at most this far for a repeated name. */
const NAMES_SCAN_BYTES = 64 * 1024 * 1024;

type Problem = Omit<ToolValueProblem, 'field'>;

const list = (names: readonly string[]) =>
  names.length > CONTIGS_LISTED ? `${names.slice(0, CONTIGS_LISTED).join(', ')} …` : names.join(', ');

/** Lines of a stored file (inflated), until `take` answers true or `maxBytes` were read. */
async function scanLines(store: BlobStore, file: CheckedFile, maxBytes: number, take: (line: string) => boolean) {
  const stream = openInflated(store, await describeContent(store, file.key, file.size));
  let read = 0;
  let carry = '';
  try {
    for await (const chunk of stream) {
      read += (chunk as Buffer).length;
      const lines = (carry + (chunk as Buffer).toString('latin1')).split('\n');
      carry = lines.pop() ?? '';
      if (lines.some(take)) return;
      if (read >= maxBytes) return;
    }
    if (carry !== '') take(carry);
  } finally {
    stream.destroy();
  }
}

export function betweenInputsChecks(store: BlobStore) {
  async function sample(file: CheckedFile): Promise<SampledNames | null> {
    const head = await readHead(store, await describeContent(store, file.key, file.size), MATES_HEAD_BYTES);
    const format = sniffFormat(head);
    if (format !== 'fastq' && format !== 'fasta') return null;
    return recordNames(head, format, head.length < MATES_HEAD_BYTES);
  }

  async function mates(reads: CheckedFile, mateFile: CheckedFile): Promise<Problem | null> {
    const [first, second] = await Promise.all([sample(reads), sample(mateFile)]);
    if (!first || !second) return null;
    const problem = matesProblem(first, second);
    if (!problem) return null;
    const params = { reads: reads.name };
    return problem.kind === 'names'
      ? {
          code: 'INPUT_MATES_MISMATCH',
          params: { ...params, index: problem.index, read: problem.read, mate: problem.mate },
        }
      : { code: 'INPUT_MATES_COUNT', params: { ...params, readCount: problem.reads, mateCount: problem.mates } };
  }

  async function bedContigs(bed: CheckedFile, alignments: readonly CheckedFile[]): Promise<Problem | null> {
    const known = new Set<string>();
    for (const file of alignments) {
      const head = await readHead(store, await describeContent(store, file.key, file.size), HEADER_BYTES);
      for (const contig of contigsOfHead(file.type, head)) known.add(contig.name);
    }
    if (known.size === 0) return null;
    const seen = new Set<string>();
    let matched = false;
    await scanLines(store, bed, BED_SCAN_BYTES, (line) => {
      const contig = line.split(/\s/, 1)[0] ?? '';
      if (contig === '' || contig.startsWith('#') || contig === 'track' || contig === 'browser') return false;
      seen.add(contig);
      matched = known.has(contig);
      return matched;
    });
    if (matched || seen.size === 0) return null;
    return {
      code: 'INPUT_BED_CONTIGS_MISMATCH',
      params: {
        alignments: alignments.map((f) => f.name).join(', '),
        contigs: list([...seen]),
        known: list([...known]),
      },
    };
  }

  async function repeatedName(file: CheckedFile): Promise<Problem | null> {
    const repeated = repeatedNameFinder();
    let name: string | null = null;
    await scanLines(store, file, NAMES_SCAN_BYTES, (line) => (name = repeated(line)) !== null);
    return name === null ? null : { code: 'INPUT_DUPLICATE_NAME', params: { name } };
  }

  /** The problems between the files of these inputs; inputs in `refused` already have one and are skipped. */
  async function check(
    files: readonly CheckedFile[],
    inputs: readonly ToolInput[],
    refused: ReadonlySet<string>,
  ): Promise<ToolValueProblem[]> {
    const problems: ToolValueProblem[] = [];
    const of = (name: string) => files.filter((f) => f.field === name);
    const add = (file: CheckedFile, problem: Problem | null) => {
      if (problem) problems.push({ field: file.field, ...problem, params: { ...problem.params, file: file.name } });
    };
    for (const input of inputs) {
      const check = input.check ?? {};
      if (refused.has(input.name)) continue;
      const own = of(input.name);
      if (check.matesOf !== undefined && !refused.has(check.matesOf)) {
        const [reads, mateFile] = check.matesOf === input.name ? own : [of(check.matesOf)[0], own[0]];
        if (reads && mateFile) add(mateFile, await mates(reads, mateFile));
      }
      const alignments = check.contigsIn === undefined ? [] : of(check.contigsIn);
      if (alignments.length > 0 && !refused.has(check.contigsIn!)) {
        for (const bed of own) add(bed, await bedContigs(bed, alignments));
      }
      if (check.uniqueNames) for (const file of own) add(file, await repeatedName(file));
    }
    return problems;
  }

  return { check };
}
