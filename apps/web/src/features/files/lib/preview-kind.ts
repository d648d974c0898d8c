import { fileExtension, inlineMediaType, isGzipName, isTextPreviewableFileType } from '@biocloud/contracts';

/*
 * How a file opens from the table: tables (xls_txt, i.e. tsv/csv) as a grid, the spec's text types as paged text,
 * images in an overlay and PDF inline, all from the rules of contracts. Anything else is only downloaded.
 */

export type PreviewKind = 'table' | 'text' | 'image' | 'pdf';

/** The type the server gives tab- and comma-separated tables. */
const TABLE_TYPE = 'xls_txt';
const PDF_MEDIA_TYPE = 'application/pdf';

export function previewKindOf(file: { readonly isFolder: boolean; readonly type: string }): PreviewKind | null {
  if (file.isFolder) return null;
  const type = file.type.trim().toLowerCase();
  if (type === TABLE_TYPE) return 'table';
  if (isTextPreviewableFileType(type)) return 'text';
  const media = inlineMediaType(type);
  if (media === PDF_MEDIA_TYPE) return 'pdf';
  if (media?.startsWith('image/')) return 'image';
  return null;
}

export type TableDelimiter = ',' | '\t';

/** CSV files split on commas; every other table (tsv, tab, xls_txt) on tabs. */
export function tableDelimiterOf(name: string): TableDelimiter {
  const inner = isGzipName(name) ? name.slice(0, name.lastIndexOf('.')) : name;
  return fileExtension(inner) === 'csv' ? ',' : '\t';
}
