import type { Contig } from './bam-header';

/*
 * Contig names and lengths of a FASTA reference (read whole: its names are spread through it) and of a VCF head
 * (its ##contig lines, or else the CHROM of its first records, which have no length).
 */

export interface ContigReader {
  push(chunk: Buffer): void;
  finish(): Contig[];
}

const NEWLINE = 0x0a;
const GREATER = 0x3e;

/** Residues between header lines, counted byte by byte without building strings of the sequence. */
export function fastaContigReader(): ContigReader {
  const contigs: Contig[] = [];
  let current: Contig | null = null;
  let header: Buffer[] | null = null;
  let lineStart = true;
  const endHeader = () => {
    const text = Buffer.concat(header ?? []).toString('latin1');
    current = { name: text.trim().split(/\s/)[0] ?? '', length: 0 };
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
 * none. Lengths are not compared: a reference of one region of a contig (the samtools and bcftools test data: 4.2 kb of
 * chr17, whose BAMs declare the whole 81 Mb) is what pileups are run on, and a file of a whole genome against a
 * reference of some of its contigs is fine too.
 */
export function contigsNotIn(file: readonly Contig[], reference: readonly Contig[]): string[] {
  const names = new Set(reference.map((c) => c.name));
  return file.some((c) => names.has(c.name)) ? [] : file.map((c) => c.name);
}
