import { BAM_MAGIC } from '../../files/metadata/bam-reader';

/*
 * What the first bytes of a file (inflated when it is gzip) hold, told from its content alone: the check a tool's
 * input gets before a job starts, so FASTA content named .fastq, a BAM named .vcf or an empty file is refused with
 * the cause instead of ending as an empty "success". Only the head is needed: the formats announce themselves.
 */

export type SniffedFormat = 'empty' | 'bam' | 'fasta' | 'fastq' | 'vcf' | 'sam' | 'gzip' | 'binary' | 'text';

/** File types whose content sniffFormat recognizes; for these the sniffed format must equal the type. */
export const SNIFFED_TYPES: ReadonlySet<string> = new Set(['fasta', 'fastq', 'bam', 'vcf', 'sam']);

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const SAM_HEADER = /^@(HD|SQ|RG|PG|CO)\t/;

/** Whether these bytes start a gzip member (bgzip included). */
export function isGzip(bytes: Buffer): boolean {
  return bytes.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC);
}

/** Text holds no NUL and few control bytes; a binary file shows them in its first kilobytes. */
function looksBinary(head: Buffer): boolean {
  const sample = head.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control++;
  }
  return control * 100 > sample.length;
}

function firstLines(head: Buffer, count: number): string[] {
  const lines = head.toString('latin1').split('\n', count + 1);
  // The last piece may be cut by the end of the head.
  if (lines.length > count) lines.pop();
  return lines.map((line) => line.replace(/\r$/, ''));
}

export function sniffFormat(head: Buffer): SniffedFormat {
  if (head.subarray(0, BAM_MAGIC.length).equals(BAM_MAGIC)) return 'bam';
  if (isGzip(head)) return 'gzip';
  if (looksBinary(head)) return 'binary';
  const raw = firstLines(head, 8);
  const start = raw.findIndex((line) => line.trim() !== '');
  const first = raw[start];
  if (first === undefined) return 'empty';
  if (first.startsWith('##fileformat=VCF') || first.startsWith('#CHROM\t')) return 'vcf';
  if (SAM_HEADER.test(first)) return 'sam';
  if (first.startsWith('>')) return 'fasta';
  // FASTQ: @name, the bases, then a '+' line (a FASTQ record is four lines). The bases may be an empty line: fastp's
  // own test data starts with a read of length 0.
  const plus = raw[start + 2];
  if (first.startsWith('@') && (plus === undefined || plus.startsWith('+'))) return 'fastq';
  if (first.split('\t').length >= 11 && /^\d+$/.test(first.split('\t')[1] ?? '')) return 'sam';
  return 'text';
}

/** IUPAC nucleotide codes, gaps and stops; a protein file has many other letters (E, F, I, L, P, Q ...). */
const NUCLEOTIDE = /[ACGTUNRYKMSWBDHV]/i;
const IGNORED = /[\s\-.*]/;
/** Share of nucleotide letters above which a sequence set is nucleotide (proteins stay far below). */
const NUCLEOTIDE_SHARE = 0.9;

/** The alphabet of the sequences of a FASTA head, or null when it has no residues to tell by. */
export function fastaAlphabet(head: Buffer): 'nucleotide' | 'protein' | null {
  let residues = 0;
  let nucleotides = 0;
  // The last line may be cut by the end of the head: its letters are still residues.
  for (const line of head.toString('latin1').split('\n')) {
    if (line.startsWith('>') || line.startsWith(';')) continue;
    for (const letter of line) {
      if (IGNORED.test(letter)) continue;
      residues++;
      if (NUCLEOTIDE.test(letter)) nucleotides++;
    }
  }
  if (residues === 0) return null;
  return nucleotides >= residues * NUCLEOTIDE_SHARE ? 'nucleotide' : 'protein';
}
