import { z } from 'zod';

/*
 * Icon kinds of the data tables (spec 000 §9) and how a file's type or name maps to one. The spec names the kinds
 * only; the extensions that fall under each are ours.
 */

/** The ed kind is drawn as a video icon; default is a plain text icon. */
export const fileIconKindSchema = z.enum(['folder', 'txt', 'ed', 'pdf', 'img', 'xls_txt', 'default']);
export type FileIconKind = z.infer<typeof fileIconKindSchema>;
export const FILE_ICON_KINDS = fileIconKindSchema.options;

/** The fileType of folders. */
export const FOLDER_FILE_TYPE = 'folder';

/** Kind of each known file type or extension other than folders (lower case). */
const KIND_BY_EXTENSION: Readonly<Record<string, Exclude<FileIconKind, 'folder' | 'default'>>> = Object.freeze({
  txt: 'txt',
  ed: 'ed',
  mp4: 'ed',
  avi: 'ed',
  mov: 'ed',
  mkv: 'ed',
  webm: 'ed',
  pdf: 'pdf',
  png: 'img',
  jpg: 'img',
  jpeg: 'img',
  gif: 'img',
  bmp: 'img',
  svg: 'img',
  webp: 'img',
  tif: 'img',
  tiff: 'img',
  xls_txt: 'xls_txt',
  xls: 'xls_txt',
  xlsx: 'xls_txt',
  csv: 'xls_txt',
});

export function isFolderType(type: string | null | undefined): boolean {
  return type?.trim().toLowerCase() === FOLDER_FILE_TYPE;
}

/** Lower-case text after the last dot of a name; empty when there is none or the name only starts with a dot. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

function kindOf(key: string): FileIconKind | undefined {
  return Object.hasOwn(KIND_BY_EXTENSION, key) ? KIND_BY_EXTENSION[key] : undefined;
}

/**
 * The icon kind of a file: folders by their type; otherwise the type when it is a known one, else the name's
 * extension, else default.
 */
export function fileIconKind(file: { readonly name?: string | null; readonly type?: string | null }): FileIconKind {
  if (isFolderType(file.type)) return 'folder';
  const type = file.type?.trim().toLowerCase() ?? '';
  return kindOf(type) ?? kindOf(fileExtension(file.name ?? '')) ?? 'default';
}
