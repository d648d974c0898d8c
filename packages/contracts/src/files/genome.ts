import { z } from 'zod';

/*
 * The genome viewer (issue 16 item 6): which data files open in igv.js, and what the server answers when one is
 * opened. The bytes themselves travel over Range requests: the file's own download, and the parts the server made
 * beside it (an index, or a bgzip copy when the file is not block-compressed).
 */

/** File types the viewer opens, each as the igv.js track kind it becomes. */
export const GENOME_TRACK_KINDS = {
  bam: 'alignment',
  cram: 'alignment',
  vcf: 'variant',
  bed: 'annotation',
  fasta: 'sequence',
} as const;
export type GenomeFileType = keyof typeof GENOME_TRACK_KINDS;
export const genomeFileTypeSchema = z.enum(Object.keys(GENOME_TRACK_KINDS) as [GenomeFileType, ...GenomeFileType[]]);

export function isGenomeFileType(type: string): type is GenomeFileType {
  return Object.hasOwn(GENOME_TRACK_KINDS, type);
}

/** Parts made on the server and kept beside the file's content: its index, a bgzip copy, a bgzip copy's gzi. */
export const genomePartSchema = z.enum(['index', 'data', 'gzi']);
export type GenomePart = z.infer<typeof genomePartSchema>;

export const genomePartParamsSchema = z.object({ fileUuid: z.string(), part: genomePartSchema });

/** How to open one file: its format, and where each of its parts is read (a same-origin path). */
export const genomeTrackSchema = z.object({
  fileUuid: z.string(),
  name: z.string(),
  type: genomeFileTypeSchema,
  /** The bytes igv reads: the file's own download, or the bgzip copy. */
  dataUrl: z.string(),
  indexUrl: z.string(),
  /** For a bgzip-compressed FASTA: where its block offsets (.gzi) are. */
  gziUrl: z.string().nullable(),
});
export type GenomeTrack = z.infer<typeof genomeTrackSchema>;

/**
 * What opening a file answers: its track once its parts are made, or how far their making (in the background, the
 * first time the content is opened) has come; the caller asks again until it is ready. A content that cannot be
 * indexed is refused (GENOME_INDEX_FAILED with the program's cause).
 */
export const genomeOpenResponseSchema = z.discriminatedUnion('state', [
  genomeTrackSchema.extend({ state: z.literal('ready') }),
  z.object({
    state: z.literal('indexing'),
    fileUuid: z.string(),
    /** 0..1: how much of the file the indexing programs have read; null while it waits for its turn. */
    progress: z.number().min(0).max(1).nullable(),
  }),
]);
export type GenomeOpenResponse = z.infer<typeof genomeOpenResponseSchema>;

/** The caller's FASTA files, to choose a reference from (newest first, at most GENOME_REFERENCES_MAX). */
export const GENOME_REFERENCES_MAX = 200;
export const genomeReferencesResponseSchema = z.object({
  references: z.array(z.object({ fileUuid: z.string(), name: z.string(), size: z.number() })),
});
export type GenomeReferences = z.infer<typeof genomeReferencesResponseSchema>;
