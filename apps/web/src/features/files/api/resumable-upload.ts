import { defaultOptions, DetailedError, Upload, type PreviousUpload } from 'tus-js-client';
import { ERROR_CODE, errorResponseSchema, TUS_ENDPOINT, TUS_FILE_UUID_HEADER, TUS_METADATA } from '@biocloud/contracts';
import { api, ApiError, CLIENT_ERROR_CODES } from '../../../shared/api-client';

/*
 * One file's tus upload (server: apps/server/src/modules/transfers/tus*.ts) through tus-js-client. Its URL is kept in
 * localStorage under a fingerprint of the file and its place, so choosing the same file again after a reload or a
 * crash goes on from the bytes the server holds; the whole-file sha256 kept with it spares hashing it again.
 */

/** Where a file goes, and what spec 000 §7 adds to upload calls. */
export interface UploadPlace {
  parentsUuid: string;
  /** Folders below parentsUuid that the server creates (a folder upload); '' for none. */
  relativePath: string;
  userId: string;
  storeTags: string;
  userName: string;
}

/** Waits between retries of a failed request (the browser being online); then the file is shown as failed. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

/**
 * Whether a failed request is tried again: without an answer or on a server failure, and on an offset conflict
 * (the client then asks for the offset), while the browser is online. A refusal (a name taken, the quota) is not:
 * tus-js-client's default would retry every 409, this server's name clash included.
 */
function shouldRetry(error: DetailedError): boolean {
  if (!navigator.onLine) return false;
  const status = error.originalResponse?.getStatus() ?? 0;
  if (status === 0 || status >= 500 || status === 423) return true;
  return status === 409 && toApiError(error).code === ERROR_CODE.UPLOAD_OFFSET_MISMATCH;
}

/** Spec metadata keys that the server does not read but the spec's upload calls carry. */
const SPEC_METADATA = { storeTags: 'storeTags', userName: 'userName' } as const;

/** The same file (name, size, last change) for the same user into the same place. */
export function uploadFingerprint(file: File, place: UploadPlace): string {
  return [
    'biocloud-tus',
    place.userId,
    place.parentsUuid,
    place.relativePath,
    file.name,
    file.size,
    file.lastModified,
  ].join('/');
}

/** Uploads of this file begun earlier and not finished, newest first. */
export async function previousUploads(file: File, place: UploadPlace): Promise<PreviousUpload[]> {
  const found = await defaultOptions.urlStorage.findUploadsByFingerprint(uploadFingerprint(file, place));
  return found.sort((a, b) => b.creationTime.localeCompare(a.creationTime));
}

export async function forgetUploads(file: File, place: UploadPlace): Promise<void> {
  for (const upload of await previousUploads(file, place)) {
    await defaultOptions.urlStorage.removeUpload(upload.urlStorageKey);
  }
}

/** The sha256 an earlier upload of this file announced, if one is kept. */
export async function knownSha256(file: File, place: UploadPlace): Promise<string | undefined> {
  return (await previousUploads(file, place))[0]?.metadata[TUS_METADATA.sha256];
}

/** A failed tus request as the app's other calls fail: an ApiError with the server's code (0 without an answer). */
export function toApiError(error: Error): ApiError {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response || response.getStatus() === 0) return new ApiError(0, CLIENT_ERROR_CODES.network, error.message);
  const status = response.getStatus();
  let body: unknown;
  try {
    body = JSON.parse(response.getBody()) as unknown;
  } catch {
    body = undefined;
  }
  const parsed = errorResponseSchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.code, parsed.data.message, parsed.data.details);
  return new ApiError(status, status >= 500 ? CLIENT_ERROR_CODES.internal : CLIENT_ERROR_CODES.requestFailed, '');
}

export interface ResumableUpload {
  /**
   * Sends what the server does not have yet (asking it first when the upload exists). Resolves with the new file's
   * uuid, or null when paused; rejects with an ApiError.
   */
  run(): Promise<string | null>;
  /** Stops sending; the bytes sent stay on the server and run() goes on from them. */
  pause(): Promise<void>;
  /** Stops and removes the upload from the server. */
  cancel(): Promise<void>;
}

export interface UploadProgress {
  /** Bytes the server has of the file. */
  onProgress(sent: number): void;
  /** The server already held this many bytes of an upload begun earlier (before a pause, a cut or a reload). */
  onResumed(offset: number): void;
}

export function resumableUpload(
  file: File,
  place: UploadPlace,
  sha256: string,
  progress: UploadProgress,
): ResumableUpload {
  let settle: { resolve(uuid: string | null): void; reject(error: ApiError): void } | undefined;
  const finish = (outcome: { uuid: string | null } | { error: ApiError }) => {
    const pending = settle;
    settle = undefined;
    if ('error' in outcome) pending?.reject(outcome.error);
    else pending?.resolve(outcome.uuid);
  };
  const metadata: Record<string, string> = {
    [TUS_METADATA.filename]: file.name,
    [TUS_METADATA.parentsUuid]: place.parentsUuid,
    [TUS_METADATA.sha256]: sha256,
    [SPEC_METADATA.storeTags]: place.storeTags,
    [SPEC_METADATA.userName]: place.userName,
    ...(place.relativePath ? { [TUS_METADATA.relativePath]: place.relativePath } : {}),
  };
  const upload = new Upload(file, {
    endpoint: TUS_ENDPOINT,
    metadata,
    fingerprint: () => Promise.resolve(uploadFingerprint(file, place)),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    retryDelays: RETRY_DELAYS_MS,
    onShouldRetry: shouldRetry,
    // The session token and language go with every request, as with every other call (api-client).
    onBeforeRequest: (request) => {
      for (const [name, value] of Object.entries(api.baseHeaders())) request.setHeader(name, value);
    },
    onProgress: (sent) => progress.onProgress(sent),
    // A HEAD is how a client asks where an existing upload stands (tus core protocol).
    onAfterResponse: (request, response) => {
      const offset = Number(response.getHeader('Upload-Offset'));
      if (request.getMethod() === 'HEAD' && offset > 0) progress.onResumed(offset);
    },
    onSuccess: ({ lastResponse }) => finish({ uuid: lastResponse.getHeader(TUS_FILE_UUID_HEADER) ?? '' }),
    onError: (error) => finish({ error: toApiError(error) }),
  });

  return {
    async run() {
      const done = new Promise<string | null>((resolve, reject) => (settle = { resolve, reject }));
      if (!upload.url) {
        const [previous] = await previousUploads(file, place);
        if (previous) upload.resumeFromPreviousUpload(previous);
      }
      upload.start();
      return done;
    },
    async pause() {
      await upload.abort(false);
      finish({ uuid: null });
    },
    async cancel() {
      await upload.abort(true).catch(() => undefined);
      await forgetUploads(file, place);
      finish({ uuid: null });
    },
  };
}
