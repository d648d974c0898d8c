import { z } from 'zod';
import { fileUuidSchema, FILE_BATCH_MAX } from './file-uuid';

/*
 * Transfers beyond the spec's multipart upload (issue 3): tus resumable uploads at /api/v1/uploads/, signed links
 * standing in for object storage while the store is local, and per-user FTP credentials.
 */

// ---------------------------------------------------------------------------------------------------------------
// tus resumable uploads
// ---------------------------------------------------------------------------------------------------------------

/** Where tus uploads are created; each upload's URL is this plus its id (the Location of the creation answer). */
export const TUS_ENDPOINT = '/api/v1/uploads/';
export const TUS_VERSION = '1.0.0';
export const TUS_EXTENSIONS = ['creation', 'termination', 'checksum', 'expiration'] as const;
/** Algorithms of the Upload-Checksum header (checksum extension), which guards the bytes of one PATCH request. */
export const TUS_CHECKSUM_ALGORITHMS = ['sha1', 'sha256', 'md5'] as const;
export type TusChecksumAlgorithm = (typeof TUS_CHECKSUM_ALGORITHMS)[number];

/**
 * Upload-Metadata keys the server reads (values base64 as tus says). filename and parentsUuid place the file,
 * relativePath (optional) is the folder path inside parentsUuid that a folder upload creates (see
 * validateRelativeFolderPath), sha256 is the hex sha256 of the whole file, checked when the last byte is in.
 */
export const TUS_METADATA = {
  filename: 'filename',
  parentsUuid: 'parentsUuid',
  relativePath: 'relativePath',
  sha256: 'sha256',
} as const;

/** Header of the answer that completed an upload (and of HEAD on a completed upload): the new file's uuid. */
export const TUS_FILE_UUID_HEADER = 'Upload-File-Uuid';

/** The tus status code of a refused checksum (of one PATCH, or of the whole file at its end). */
export const TUS_CHECKSUM_MISMATCH_STATUS = 460;

// ---------------------------------------------------------------------------------------------------------------
// Object storage (a signed, expiring link while the store is the local disk)
// ---------------------------------------------------------------------------------------------------------------

/** One file per link: the array keeps the shape of the other download calls. */
export const objectUrlRequestSchema = z.object({ fileUuids: z.array(fileUuidSchema).min(1).max(FILE_BATCH_MAX) });
export const objectUrlResponseSchema = z.object({
  /** Absolute path on this server; works without a session until expiresAt, with Range support. */
  url: z.string(),
  expiresAt: z.string(),
});
export type ObjectUrlResponse = z.infer<typeof objectUrlResponseSchema>;

export const signedTokenParamsSchema = z.object({ token: z.string().max(512) });

// ---------------------------------------------------------------------------------------------------------------
// FTP
// ---------------------------------------------------------------------------------------------------------------

/** A new FTP password for the caller, shown once; the previous one stops working. */
export const ftpCredentialsResponseSchema = z.object({
  username: z.string(),
  password: z.string(),
  host: z.string(),
  port: z.number(),
});
export type FtpCredentials = z.infer<typeof ftpCredentialsResponseSchema>;
