import type { Caller } from '../auth/caller';
import { readableFile } from '../files/file-access';
import { isAFolder } from '../files/file-errors';
import type { FilesData } from '../files/files-data';
import type { DownloadRequest, DownloadService } from '../files/download.service';
import { linkExpired, linkInvalid, objectStorageDisabled, objectUrlOneFile } from './transfer-errors';
import { signFileLink, verifyFileLink } from './url-signing';

/** Where signed links are served; the token follows. */
export const SIGNED_DOWNLOAD_PATH = '/api/v1/files/signed/';

/*
 * The object-storage transfer method while blobs are on the local disk: a signed, expiring link to one file, served
 * without a session (like an S3 pre-signed URL) through the same Range-aware download as the logged-in one. The
 * download check's rules apply: a region on the disabled list gets no link.
 */
export function createSignedLinksService(deps: {
  data: FilesData;
  downloads: DownloadService;
  secret: string;
  ttlSeconds: number;
  objectStorageDisabledRegions: () => Promise<readonly string[]>;
}) {
  const { data, downloads, secret } = deps;

  return {
    async create(caller: Caller, refs: readonly string[]) {
      if (new Set(refs).size !== 1) throw objectUrlOneFile();
      const row = await readableFile(data, caller, refs[0]!);
      if (row.is_folder) throw isAFolder();
      if ((await deps.objectStorageDisabledRegions()).includes(caller.region)) throw objectStorageDisabled();
      const expiresAt = new Date(Date.now() + deps.ttlSeconds * 1000);
      const token = signFileLink(secret, row.uuid, expiresAt);
      // Seconds are what the token keeps; the answer says the same.
      const shown = new Date(Math.floor(expiresAt.getTime() / 1000) * 1000);
      return { url: `${SIGNED_DOWNLOAD_PATH}${token}`, expiresAt: shown.toISOString() };
    },

    async download(token: string, request: DownloadRequest) {
      const check = verifyFileLink(secret, token);
      if (!check.ok) throw check.reason === 'expired' ? linkExpired() : linkInvalid();
      return downloads.downloadSigned(check.fileUuid, request);
    },
  };
}

export type SignedLinksService = ReturnType<typeof createSignedLinksService>;
