import { isTextPreviewableFileType, type FileDetailReader } from '@biocloud/contracts';

/*
 * Readers of format metadata: each is fed the (inflated) bytes of a file in order, in chunks of any size, and keeps
 * only counters, so a file of any size is read in constant memory. finish() answers the values of
 * FILE_DETAIL_KEYS[reader].
 */

export type DetailValues = Record<string, number | string | string[]>;

export interface DetailReader {
  push(chunk: Buffer): void;
  finish(): DetailValues;
}

/** The bytes are not the format the file's type says (or, with its own code, cannot be read for another reason). */
export class FormatError extends Error {
  constructor(
    message: string,
    readonly code: 'FORMAT_INVALID' | 'INFLATED_TOO_LARGE' = 'FORMAT_INVALID',
  ) {
    super(message);
    this.name = 'FormatError';
  }
}

const READER_BY_TYPE: Readonly<Record<string, FileDetailReader>> = Object.freeze({
  fasta: 'fasta',
  fastq: 'fastq',
  bam: 'bam',
  vcf: 'vcf',
});

/** Which reader computes the detail of a file of this type; null when none does (images, PDF, unknown types). */
export function detailReaderFor(type: string): FileDetailReader | null {
  if (Object.hasOwn(READER_BY_TYPE, type)) return READER_BY_TYPE[type] ?? null;
  return isTextPreviewableFileType(type) ? 'lines' : null;
}
