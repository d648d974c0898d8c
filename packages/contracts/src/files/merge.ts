import { z } from 'zod';
import { fileUuidListSchema, fileUuidSchema } from './file-uuid';

/*
 * Merging text files (spec 000 §2 "merge text files", API.md POST /api/v1/files/merge): a task job of the merge tool
 * (MERGE_TEXT_FILES_SOFTWARE_ID) joins the files in the order given; once it succeeded the merged file is also put
 * into parentsUuid under fileName. The rules, checked before the job is submitted: at least MERGE_MIN_FILES
 * different files, every one a text file the merge tool takes (MERGE_NOT_TEXT otherwise), fileName by the rename rule
 * (validateRename), not taken in parentsUuid.
 */

export const MERGE_MIN_FILES = 2;

export const mergeFilesRequestSchema = z.object({
  fileUuids: fileUuidListSchema,
  fileName: z.string().max(1024),
  parentsUuid: fileUuidSchema,
});
export type MergeFilesRequest = z.infer<typeof mergeFilesRequestSchema>;

/** The task job doing the merge (see its progress under my jobs). */
export const mergeFilesResponseSchema = z.object({ jobId: z.string() });
export type MergeFilesResponse = z.infer<typeof mergeFilesResponseSchema>;
