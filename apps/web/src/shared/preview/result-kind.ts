import { inlineMediaType, isGenomeFileType, isTextPreviewableFileType, type TaskResultFile } from '@biocloud/contracts';

/**
 * How a result file opens (spec 000 §2): text paged, images in an overlay, HTML (an app's report) drawn in a sandboxed
 * frame, alignments (BAM, CRAM) in the genome viewer; anything else is only downloaded.
 */
export type ResultPreviewKind = 'text' | 'image' | 'html' | 'genome';

const HTML_TYPES: readonly string[] = ['html', 'htm'];

export function resultPreviewKind(file: Pick<TaskResultFile, 'fileType'>): ResultPreviewKind | null {
  const type = file.fileType.trim().toLowerCase();
  if (type === 'folder') return null;
  if (isTextPreviewableFileType(type)) return 'text';
  if (HTML_TYPES.includes(type)) return 'html';
  if (inlineMediaType(type)?.startsWith('image/')) return 'image';
  return isGenomeFileType(type) ? 'genome' : null;
}

/**
 * Whether a result also opens in the genome viewer (VCF, BED and FASTA open as text by name, BAM and CRAM only
 * there): its own action beside the download, as in the files area.
 */
export function opensInGenomeViewer(file: Pick<TaskResultFile, 'fileType'>): boolean {
  return isGenomeFileType(file.fileType.trim().toLowerCase());
}
