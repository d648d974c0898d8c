import { fileExtension } from './file-kind';
import { isTextPreviewable, normalizeTextPreviewType } from '../validation/text-preview';

/*
 * The `type` of a data file, derived from its name when it is stored. Compression suffixes are looked through, so
 * reads.fastq.gz is a fastq file (compressed), and common spellings map to the spec's type names.
 */

/** Suffixes of gzip-compressed files (bgzip writes gzip-compatible blocks). */
export const GZIP_EXTENSIONS = ['gz', 'bgz'] as const;

const TYPE_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  fa: 'fasta',
  fas: 'fasta',
  fna: 'fasta',
  ffn: 'fasta',
  faa: 'fasta',
  fq: 'fastq',
  gff3: 'gff',
  gtf: 'gff',
  tsv: 'xls_txt',
  csv: 'xls_txt',
  tab: 'xls_txt',
  text: 'txt',
  log: 'txt',
  jpeg: 'jpg',
  tif: 'tiff',
});

/**
 * Text types beyond the spec's list that the previewer also pages through: FASTQ is the field's most common text
 * format (the issue previews it) and is plain text like FASTA; a Newick tree (nwk, what the tree tools write) is one
 * line of plain text too (issue 14 item 10).
 */
export const EXTRA_TEXT_PREVIEW_TYPES = ['fastq', 'nwk'] as const;

export function isGzipName(name: string): boolean {
  return (GZIP_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/** Type of a file from its name: the extension (inside a compression suffix), aliases resolved; '' if none. */
export function fileTypeFromName(name: string): string {
  const inner = isGzipName(name) ? name.slice(0, name.lastIndexOf('.')) : name;
  const ext = fileExtension(inner);
  if (Object.hasOwn(TYPE_ALIASES, ext)) return TYPE_ALIASES[ext] ?? ext;
  return normalizeTextPreviewType(ext) ?? ext;
}

/** Whether files of this type open in the paged text preview. */
export function isTextPreviewableFileType(type: string): boolean {
  return isTextPreviewable(type) || (EXTRA_TEXT_PREVIEW_TYPES as readonly string[]).includes(type);
}

/** Media types of the files the browser shows inline (image overlay, PDF viewer). */
const INLINE_MEDIA_TYPES: Readonly<Record<string, string>> = Object.freeze({
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
});

/** The media type a file of this type is shown inline with, or null when it is only ever downloaded. */
export function inlineMediaType(type: string): string | null {
  return Object.hasOwn(INLINE_MEDIA_TYPES, type) ? (INLINE_MEDIA_TYPES[type] ?? null) : null;
}
