import { validateRelativeFolderPath, validateUploadFile, type ValidationErrorCode } from '@biocloud/contracts';

/*
 * What an upload will do before a byte is sent: every file is checked by the upload rules of contracts (name and
 * the size limit); a folder upload first creates its folders (the relative-folder-path rule: main-table folder
 * names, limited depth), parents before children, and puts each file into its own folder. Files under a folder
 * the rules refuse are refused with it.
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
  /** Folders to create, each after its parent. */
  readonly folders: string[];
  readonly files: PlannedFile[];
  readonly refused: RefusedFile[];
}

const SEPARATOR = '/';

export function parentFolder(path: string): string {
  const cut = path.lastIndexOf(SEPARATOR);
  return cut < 0 ? '' : path.slice(0, cut);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf(SEPARATOR) + 1);
}

/** The folders of a relative file path, outermost first: "a/b/c.txt" -> ["a", "a/b"]. */
function foldersOf(relativePath: string): string[] {
  const segments = relativePath.split(SEPARATOR).slice(0, -1);
  return segments.map((_, i) => segments.slice(0, i + 1).join(SEPARATOR));
}

export function planUpload(candidates: readonly UploadCandidate[]): UploadPlan {
  const folders: string[] = [];
  const files: PlannedFile[] = [];
  const refused: RefusedFile[] = [];
  candidates.forEach((candidate, index) => {
    const path = candidate.relativePath?.trim() ?? '';
    const folderCheck = validateRelativeFolderPath(parentFolder(path));
    if (!folderCheck.ok) {
      refused.push({ index, code: folderCheck.code });
      return;
    }
    const chain = path ? foldersOf(path) : [];
    const check = validateUploadFile(candidate);
    if (!check.ok) {
      refused.push({ index, code: check.code });
      return;
    }
    for (const folder of chain) if (!folders.includes(folder)) folders.push(folder);
    files.push({ index, folder: chain.at(-1) ?? '' });
  });
  return { folders, files, refused };
}
