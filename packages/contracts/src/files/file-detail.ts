import { z } from 'zod';

/*
 * The "detail" section of a file's attributes: format metadata computed once per content in the background after
 * the file is stored. Which reader applies follows the file's type; each reader answers a fixed set of values, whose
 * keys the web app turns into labels.
 */

export const fileDetailStatusSchema = z.enum(['pending', 'ready', 'failed']);
export type FileDetailStatus = z.infer<typeof fileDetailStatusSchema>;

export const fileDetailReaderSchema = z.enum(['fasta', 'fastq', 'bam', 'vcf', 'lines']);
export type FileDetailReader = z.infer<typeof fileDetailReaderSchema>;

/** Values per reader, in display order. Lengths are in bases; gcPercent has two decimals. */
export const FILE_DETAIL_KEYS = {
  fasta: ['sequenceCount', 'totalLength', 'minLength', 'maxLength', 'n50', 'gcPercent'],
  fastq: ['sequenceCount', 'totalLength', 'minLength', 'maxLength', 'n50', 'gcPercent'],
  /** readCount counts every record (as samtools view -c); mappedCount those without the unmapped flag. */
  bam: ['readCount', 'mappedCount', 'referenceCount'],
  /** samples lists at most VCF_SAMPLES_LISTED_MAX names; sampleCount counts them all. */
  vcf: ['sampleCount', 'samples', 'recordCount'],
  /** columnCount is the number of fields of the first line (tab-separated, else comma-separated). */
  lines: ['lineCount', 'columnCount'],
} as const satisfies Record<FileDetailReader, readonly string[]>;

export const VCF_SAMPLES_LISTED_MAX = 10_000;

export const fileDetailValueSchema = z.union([z.number(), z.string(), z.array(z.string())]);

export const fileDetailSchema = z.object({
  status: fileDetailStatusSchema,
  reader: fileDetailReaderSchema,
  /** The values when ready, else null. */
  values: z.record(z.string(), fileDetailValueSchema).nullable(),
  /** Why it failed (a stable code such as FORMAT_INVALID), else null. */
  error: z.string().nullable(),
});
export type FileDetail = z.infer<typeof fileDetailSchema>;
