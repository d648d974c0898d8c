import { inlineMediaType, isTextPreviewableFileType, type TaskResultFile } from '@biocloud/contracts';

/** How a result file opens (spec 000 §2): text paged, images in an overlay; anything else is only downloaded. */
export type ResultPreviewKind = 'text' | 'image';

export function resultPreviewKind(file: Pick<TaskResultFile, 'fileType'>): ResultPreviewKind | null {
  const type = file.fileType.trim().toLowerCase();
  if (type === 'folder') return null;
  if (isTextPreviewableFileType(type)) return 'text';
  return inlineMediaType(type)?.startsWith('image/') ? 'image' : null;
}
