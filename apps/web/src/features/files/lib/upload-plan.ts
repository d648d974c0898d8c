import {
  RESUMABLE_UPLOAD_MAX_BYTES,
  validateRelativeFolderPath,
  validateUploadName,
  type ValidationErrorCode,
} from '@biocloud/contracts';

/*
 * What an upload will do before a byte is sent: every file is checked by the upload-name rule of contracts and the
 * resumable size limit (files go up over tus, see use-upload-queue.ts); a file of a folder upload keeps its folder
 * path (the relative-folder-path rule: main-table folder names, limited depth), which the server creates when the
 * file is complete. Files under a folder the rules refuse are refused with it.
 */

export interface UploadCandidate {
  readonly name: string;
  readonly size: number;
  /** Path inside a chosen folder ("run1/reads/a.fq"), empty for single files. */
  readonly relativePath?: string;
}

export interface PlannedFile {
  /** Position in the candidate list. */
  readonly index: number;
  /** Folder path relative to the target ("" for the target itself). */
  readonly folder: string;
}

export interface RefusedFile {
  readonly index: number;
  readonly code: ValidationErrorCode;
}

export interface UploadPlan {
  readonly files: PlannedFile[];
  readonly refused: RefusedFile[];
}

const SEPARATOR = '/';

export function parentFolder(path: string): string {
  const cut = path.lastIndexOf(SEPARATOR);
  return cut < 0 ? '' : path.slice(0, cut);
}

function refusal(candidate: UploadCandidate, folder: string): ValidationErrorCode | null {
  const folderCheck = validateRelativeFolderPath(folder);
  if (!folderCheck.ok) return folderCheck.code;
  const nameCheck = validateUploadName(candidate.name);
  if (!nameCheck.ok) return nameCheck.code;
  return candidate.size > RESUMABLE_UPLOAD_MAX_BYTES ? 'UPLOAD_TOO_LARGE' : null;
}

export function planUpload(candidates: readonly UploadCandidate[]): UploadPlan {
  const files: PlannedFile[] = [];
  const refused: RefusedFile[] = [];
  candidates.forEach((candidate, index) => {
    const folder = parentFolder(candidate.relativePath?.trim() ?? '');
    const code = refusal(candidate, folder);
    if (code) refused.push({ index, code });
    else files.push({ index, folder });
  });
  return { files, refused };
}
