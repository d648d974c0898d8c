import { z } from 'zod';
import { PRIVATE_ROOT_FILE_UUID, PUBLIC_ROOT_FILE_UUID } from '../limits';
import { isUuid } from '../uuid';

/*
 * Identifiers of data files: a UUID, or one of the two virtual roots. Anything else (paths, "..", encoded slashes,
 * NUL) is refused by the schema before it reaches a query.
 */

export const ROOT_FILE_UUIDS = [PRIVATE_ROOT_FILE_UUID, PUBLIC_ROOT_FILE_UUID] as const;
export type RootFileUuid = (typeof ROOT_FILE_UUIDS)[number];

export function isRootFileUuid(value: string): value is RootFileUuid {
  return (ROOT_FILE_UUIDS as readonly string[]).includes(value);
}

export function isFileUuid(value: string): boolean {
  return isRootFileUuid(value) || isUuid(value);
}

/** A folder or file reference as requests carry it: a root ("0", "1") or a file's UUID. */
export const fileUuidSchema = z.string().max(36).refine(isFileUuid, { message: 'FILE_UUID_INVALID' });

/** Most files one request may name (delete, move, copy, package, download check). Not in the spec. */
export const FILE_BATCH_MAX = 1000;

export const fileUuidListSchema = z.array(fileUuidSchema).min(1).max(FILE_BATCH_MAX);
