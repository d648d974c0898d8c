import { z } from 'zod';
import { ftpAllowedForSingleFile, needsDownloadCheck } from '../limits';

/*
 * Which ways a download may take (spec 000 §4): plain HTTP up to the download-check size, cloud object storage
 * unless the user's region is on the instance's disabled list, FTP unless the download is one file smaller than the
 * FTP minimum. The server answers the download check with this, and the dialog shows the same.
 */

export const transferMethodSchema = z.enum(['http', 'objectStorage', 'ftp']);
export type TransferMethod = z.infer<typeof transferMethodSchema>;
export const TRANSFER_METHODS = transferMethodSchema.options;

export const transferRefusalSchema = z.enum(['OVER_HTTP_LIMIT', 'REGION_DISABLED', 'FTP_SINGLE_FILE_TOO_SMALL']);
export type TransferRefusal = z.infer<typeof transferRefusalSchema>;

export const transferMethodStateSchema = z.object({
  allowed: z.boolean(),
  /** Why the method is not allowed; null when it is. */
  reason: transferRefusalSchema.nullable(),
});
export type TransferMethodState = z.infer<typeof transferMethodStateSchema>;

export interface TransferInput {
  readonly totalBytes: number;
  /** Size of the one file downloaded, or null when the download is several files or a folder. */
  readonly singleFileBytes: number | null;
  readonly objectStorageDisabled: boolean;
}

const state = (reason: TransferRefusal | null): TransferMethodState => ({ allowed: reason === null, reason });

export function transferMethods(input: TransferInput): Record<TransferMethod, TransferMethodState> {
  return {
    http: state(needsDownloadCheck(input.totalBytes) ? 'OVER_HTTP_LIMIT' : null),
    objectStorage: state(input.objectStorageDisabled ? 'REGION_DISABLED' : null),
    ftp: state(
      input.singleFileBytes !== null && !ftpAllowedForSingleFile(input.singleFileBytes)
        ? 'FTP_SINGLE_FILE_TOO_SMALL'
        : null,
    ),
  };
}

/** The first allowed method in the order HTTP, object storage, FTP; null when none is. */
export function preferredTransferMethod(methods: Record<TransferMethod, TransferMethodState>): TransferMethod | null {
  return TRANSFER_METHODS.find((method) => methods[method].allowed) ?? null;
}
