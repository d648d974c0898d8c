import { inlineMediaType, isTextPreviewableFileType, type TaskResultFile } from '@biocloud/contracts';

/**
 * How a result file opens (spec 000 §2): text paged, images in an overlay, HTML (an app's report) drawn in a sandboxed
 * frame; anything else is only downloaded.
 */
export type ResultPreviewKind = 'text' | 'image' | 'html';

const HTML_TYPES: readonly string[] = ['html', 'htm'];

export function resultPreviewKind(file: Pick<TaskResultFile, 'fileType'>): ResultPreviewKind | null {
  const type = file.fileType.trim().toLowerCase();
  if (type === 'folder') return null;
  if (isTextPreviewableFileType(type)) return 'text';
  if (HTML_TYPES.includes(type)) return 'html';
  return inlineMediaType(type)?.startsWith('image/') ? 'image' : null;
}
