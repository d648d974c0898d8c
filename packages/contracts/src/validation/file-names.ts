import { z } from 'zod';
import { FILE_NAME_MAX_LENGTH, FOLDER_UPLOAD_MAX_DEPTH } from '../limits';
import { invalid, VALID, charLength, schemaFromValidator, type ValidationResult } from './validation-result';

/*
 * Names of folders and files (spec 000 §5, 001 §5). "Letters" are ASCII letters. Every name is also limited to
 * FILE_NAME_MAX_LENGTH characters, a decision of ours (the spec gives no maximum), and a name made only of dots is
 * refused wherever dots are allowed, since such names mean "this folder" or "the parent" in paths.
 */

/** Name of a folder created from the main data table: letters, digits, underscore, hyphen, dot. */
export const FOLDER_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** Name of a folder created inside the move/copy folder-tree dialog: letters, digits, underscore. */
export const TREE_FOLDER_NAME_PATTERN = /^[A-Za-z0-9_]+$/;
/** Name the folder-tree dialog proposes for a new folder; it passes both folder patterns. */
export const DEFAULT_FOLDER_NAME = 'NewFolder';
/** New name of a file or folder: letters, digits, underscore, and at most one dot with characters on both sides. */
export const RENAME_PATTERN = /^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)?$/;
/** Name of an uploaded file or attachment: digits, letters, underscore, dot, hyphen. */
export const UPLOAD_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

const ONLY_DOTS = /^\.+$/;

function nameMatches(name: string, pattern: RegExp): boolean {
  return charLength(name) <= FILE_NAME_MAX_LENGTH && pattern.test(name) && !ONLY_DOTS.test(name);
}

export function validateFolderName(name: string): ValidationResult<'FOLDER_NAME_INVALID'> {
  return nameMatches(name, FOLDER_NAME_PATTERN) ? VALID : invalid('FOLDER_NAME_INVALID');
}

export function validateTreeFolderName(name: string): ValidationResult<'FOLDER_NAME_INVALID'> {
  return nameMatches(name, TREE_FOLDER_NAME_PATTERN) ? VALID : invalid('FOLDER_NAME_INVALID');
}

export function validateRename(name: string): ValidationResult<'RENAME_INVALID'> {
  return nameMatches(name, RENAME_PATTERN) ? VALID : invalid('RENAME_INVALID');
}

export function validateUploadName(name: string): ValidationResult<'UPLOAD_NAME_INVALID'> {
  return nameMatches(name, UPLOAD_NAME_PATTERN) ? VALID : invalid('UPLOAD_NAME_INVALID');
}

/**
 * The folders of a file in a folder upload, relative to the upload's target folder: main-table folder names joined
 * by '/', no leading or trailing '/', at most FOLDER_UPLOAD_MAX_DEPTH of them; '' for a file placed in the target
 * itself. It is the browser's webkitRelativePath without its last segment (the file's own name).
 */
export function validateRelativeFolderPath(
  path: string,
): ValidationResult<'FOLDER_NAME_INVALID' | 'FOLDER_PATH_TOO_DEEP'> {
  if (path === '') return VALID;
  const segments = path.split('/');
  if (segments.length > FOLDER_UPLOAD_MAX_DEPTH) return invalid('FOLDER_PATH_TOO_DEEP');
  return segments.every((segment) => validateFolderName(segment).ok) ? VALID : invalid('FOLDER_NAME_INVALID');
}

export const folderNameSchema = schemaFromValidator(z.string(), validateFolderName);
export const treeFolderNameSchema = schemaFromValidator(z.string(), validateTreeFolderName);
export const renameSchema = schemaFromValidator(z.string(), validateRename);
export const uploadNameSchema = schemaFromValidator(z.string(), validateUploadName);
