import { parseBamHeader, type Contig } from './bam-header';

/*
 * Contig names and lengths of a FASTA reference (read whole: its names are spread through it) and of a VCF head
 * (its ##contig lines, or else the CHROM of its first records, which have no length).
 */

/** A FASTA contig; `region` when its header says it is a stretch of a longer one (`>17 17:1-4200`). */
export interface ReferenceContig extends Contig {
  region?: { start: number; end: number };
}

export interface ContigReader {
  push(chunk: Buffer): void;
  finish(): ReferenceContig[];
}

/** The description of a region cut out of a contig, as samtools faidx names it: `<contig>:<start>-<end>`. */
const REGION_DESCRIPTION = /^(\S+):(\d+)-(\d+)$/;

function referenceContig(header: string): ReferenceContig {
  const [name = '', description] = header.trim().split(/\s+/);
  const region = description === undefined ? null : REGION_DESCRIPTION.exec(description);
  if (region?.[1] !== name) return { name, length: 0 };
  return { name, length: 0, region: { start: Number(region[2]), end: Number(region[3]) } };
}

const NEWLINE = 0x0a;
const GREATER = 0x3e;

/** Residues between header lines, counted byte by byte without building strings of the sequence. */
export function fastaContigReader(): ContigReader {
  const contigs: ReferenceContig[] = [];
  let current: ReferenceContig | null = null;
  let header: Buffer[] | null = null;
  let lineStart = true;
  const endHeader = () => {
    current = referenceContig(Buffer.concat(header ?? []).toString('latin1'));
    contigs.push(current);
    header = null;
  };
  return {
    push(chunk) {
      let from = 0;
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i]!;
        if (header) {
          if (byte === NEWLINE) {
            header.push(chunk.subarray(from, i));
            endHeader();
            lineStart = true;
          }
          continue;
        }
        if (lineStart && byte === GREATER) {
          header = [];
          from = i + 1;
          lineStart = false;
          continue;
        }
        lineStart = byte === NEWLINE;
        // Letters only: line breaks, CR and spaces are not residues.
        if (current && byte > 0x20) current.length++;
      }
      if (header) header.push(chunk.subarray(from));
    },
    finish() {
      if (header) endHeader();
      return contigs;
    },
  };
}

const CONTIG_LINE = /^##contig=<(.*)>$/;

/** The contigs a VCF head names: ##contig lines (ID, length) or, without them, the CHROM of its records. */
export function vcfContigs(head: string): Contig[] {
  const lines = head.split('\n').map((line) => line.replace(/\r$/, ''));
  // The last line may be cut by the end of the head.
  lines.pop();
  const declared = lines.flatMap((line) => {
    const fields = CONTIG_LINE.exec(line)?.[1];
    const id = fields && /(?:^|,)ID=([^,>]+)/.exec(fields)?.[1];
    if (!id) return [];
    const length = /(?:^|,)length=(\d+)/.exec(fields)?.[1];
    return [{ name: id, length: length === undefined ? -1 : Number(length) }];
  });
  if (declared.length > 0) return declared;
  const names = new Set(lines.filter((line) => line !== '' && !line.startsWith('#')).map((l) => l.split('\t')[0]!));
  return [...names].map((name) => ({ name, length: -1 }));
}

/** The @SQ lines of a SAM head. */
export function samContigs(head: string): Contig[] {
  return head.split('\n').flatMap((line) => {
    if (!line.startsWith('@SQ\t')) return [];
    const name = /\tSN:([^\t\r]+)/.exec(line)?.[1];
    const length = /\tLN:(\d+)/.exec(line)?.[1];
    return name && length ? [{ name, length: Number(length) }] : [];
  });
}

/**
 * The contigs of `file` when the reference has none of them (another genome, or another naming: chr17 vs 17), else
 * none: a file of a whole genome against a reference of some of its contigs is fine. Lengths: contigLengthMismatch.
 */
export function contigsNotIn(file: readonly Contig[], reference: readonly Contig[]): string[] {
  const names = new Set(reference.map((c) => c.name));
  return file.some((c) => names.has(c.name)) ? [] : file.map((c) => c.name);
}

export interface ContigLengthMismatch {
  contig: string;
  fileLength: number;
  referenceLength: number;
}

/**
 * The first contig that `file` and the reference both have with a known length, and not the same one: another
 * assembly of the genome (hg19's chr1 against hg38's). A reference contig whose header says it is a region of that
 * contig (the samtools and bcftools test data: `>17 17:1-4200` for BAMs declaring the whole 81 Mb chr17) is what
 * pileups of that region are run on, so it is compared with the region's end instead.
 */
export function contigLengthMismatch(
  file: readonly Contig[],
  reference: readonly ReferenceContig[],
): ContigLengthMismatch | null {
  const byName = new Map(reference.map((c) => [c.name, c]));
  for (const contig of file) {
    const other = byName.get(contig.name);
    if (!other || contig.length < 0 || other.length < 0) continue;
    const region = other.region;
    const isRegion = region && region.end - region.start + 1 === other.length && region.end <= contig.length;
    if (!isRegion && other.length !== contig.length) {
      return { contig: contig.name, fileLength: contig.length, referenceLength: other.length };
    }
  }
  return null;
}

/** The contigs an alignment (BAM @SQ, SAM @SQ) or a VCF head names. */
export function contigsOfHead(type: string, head: Buffer): Contig[] {
  if (type === 'bam') return parseBamHeader(head)?.contigs ?? [];
  if (type === 'sam') return samContigs(head.toString('latin1'));
  return vcfContigs(head.toString('latin1'));
}

/**
 * The contig of the first mapped read in an alignment's head (samtools depth -a writes the contigs with reads), else
 * the longest contig: one contig the per-position table surely, or at worst, covers.
 */
export function contigOfFirstRead(type: string, head: Buffer, contigs: readonly Contig[]): Contig | undefined {
  let name: string | undefined;
  if (type === 'bam') {
    const header = parseBamHeader(head);
    const refId = header && head.length >= header.recordsStart + 8 ? head.readInt32LE(header.recordsStart + 4) : -1;
    name = refId >= 0 ? header?.contigs[refId]?.name : undefined;
  } else if (type === 'sam') {
    const record = head
      .toString('latin1')
      .split('\n')
      .find((line) => line !== '' && !line.startsWith('@'));
    name = record?.split('\t')[2];
  }
  const read = contigs.find((c) => c.name === name);
  return read ?? contigs.reduce<Contig | undefined>((max, c) => (max && max.length >= c.length ? max : c), undefined);
}
