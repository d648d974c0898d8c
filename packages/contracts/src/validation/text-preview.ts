import { z } from 'zod';

/*
 * File types the text previewer pages through (spec 000 §5). One reading of the spec spells the last type "desity";
 * that spelling is accepted as an alias and normalised to the canonical one.
 */

export const textPreviewTypeSchema = z.enum([
  'xls_txt',
  'txt',
  'fasta',
  'gff',
  'sam',
  'vcf',
  'bed',
  'exp',
  'ed',
  'sv',
  'edixy',
  'density',
]);
export type TextPreviewType = z.infer<typeof textPreviewTypeSchema>;
export const TEXT_PREVIEW_TYPES = textPreviewTypeSchema.options;

/** Other spellings of a previewable type met in stored data. */
export const TEXT_PREVIEW_TYPE_ALIASES: Readonly<Record<string, TextPreviewType>> = Object.freeze({
  desity: 'density',
});

/** The canonical previewable type of a file type (case-insensitive, aliases resolved), or null if not previewable. */
export function normalizeTextPreviewType(type: string | null | undefined): TextPreviewType | null {
  if (!type) return null;
  const lower = type.trim().toLowerCase();
  const parsed = textPreviewTypeSchema.safeParse(lower);
  if (parsed.success) return parsed.data;
  return Object.hasOwn(TEXT_PREVIEW_TYPE_ALIASES, lower) ? (TEXT_PREVIEW_TYPE_ALIASES[lower] ?? null) : null;
}

export function isTextPreviewable(type: string | null | undefined): boolean {
  return normalizeTextPreviewType(type) !== null;
}
