import { inlineMediaType, isTextPreviewableFileType } from '@biocloud/contracts';
import { isTableFileType } from '../../../shared/preview/table-preview';

/*
 * How a file opens from the table: tables (xls_txt, i.e. tsv/csv) as a grid, the spec's text types as paged text,
 * images in an overlay and PDF inline, all from the rules of contracts. Anything else is only downloaded.
 */

export type PreviewKind = 'table' | 'text' | 'image' | 'pdf';

const PDF_MEDIA_TYPE = 'application/pdf';

export function previewKindOf(file: { readonly isFolder: boolean; readonly type: string }): PreviewKind | null {
  if (file.isFolder) return null;
  const type = file.type.trim().toLowerCase();
  if (isTableFileType(type)) return 'table';
  if (isTextPreviewableFileType(type)) return 'text';
  const media = inlineMediaType(type);
  if (media === PDF_MEDIA_TYPE) return 'pdf';
  if (media?.startsWith('image/')) return 'image';
  return null;
}

// Job results preview tables too: the delimiter rule is shared.
export { tableDelimiterOf, type TableDelimiter } from '../../../shared/preview/table-preview';
