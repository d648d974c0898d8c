import { RESUMABLE_UPLOAD_MAX_BYTES, type StorageUsageResponse } from '@biocloud/contracts';

/**
 * The largest file the upload dialog can take now: every file goes up over tus (use-upload-queue.ts), so the
 * resumable limit, unless the free space of the user's data (their quota, checked when the file is stored) is less.
 */
export function perFileUploadLimit(usage: StorageUsageResponse): number {
  return Math.max(0, Math.min(RESUMABLE_UPLOAD_MAX_BYTES, usage.quotaBytes - usage.usedBytes));
}
