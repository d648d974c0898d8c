import { RESUMABLE_UPLOAD_MAX_BYTES, TUS_CHECKSUM_MISMATCH_STATUS } from '@biocloud/contracts';
import { AppError } from '../../http/app-error';

/*
 * Refusals of tus uploads, signed links and FTP credentials, each a stable code with a text in both locales
 * (ERROR_CODES; packages/texts). None answers 403: the spec's client treats 401 and 403 as a lost login.
 */

export const tusVersionUnsupported = () => new AppError('TUS_VERSION_UNSUPPORTED', 412);
export const uploadNotFound = () => new AppError('UPLOAD_NOT_FOUND', 404);
export const uploadLengthInvalid = () => new AppError('UPLOAD_LENGTH_INVALID', 400);
export const resumableUploadTooLarge = () =>
  new AppError('UPLOAD_TOO_LARGE', 413, { limit: RESUMABLE_UPLOAD_MAX_BYTES });
export const uploadMetadataInvalid = (field: string) => new AppError('UPLOAD_METADATA_INVALID', 400, {}, { field });
export const uploadOffsetInvalid = () => new AppError('UPLOAD_OFFSET_INVALID', 400);
export const uploadOffsetMismatch = (offset: number) => new AppError('UPLOAD_OFFSET_MISMATCH', 409, {}, { offset });
/** The body holds more bytes than the upload has left to receive. */
export const uploadLengthExceeded = () => new AppError('UPLOAD_LENGTH_EXCEEDED', 413);
/** The request ended before its body did (cut, or taken over by a newer request); what arrived is kept. */
export const uploadInterrupted = () => new AppError('UPLOAD_INTERRUPTED', 400);
export const uploadContentTypeInvalid = () => new AppError('UPLOAD_CONTENT_TYPE_INVALID', 415);
export const checksumAlgorithmUnsupported = () => new AppError('CHECKSUM_ALGORITHM_UNSUPPORTED', 400);
export const checksumInvalid = () => new AppError('CHECKSUM_INVALID', 400);
/** The bytes of one PATCH do not match its Upload-Checksum; they were dropped and may be sent again. */
export const checksumMismatch = () => new AppError('CHECKSUM_MISMATCH', TUS_CHECKSUM_MISMATCH_STATUS);
/** The whole file does not match the sha256 its client announced; the upload is gone. */
export const uploadSha256Mismatch = () => new AppError('UPLOAD_SHA256_MISMATCH', TUS_CHECKSUM_MISMATCH_STATUS);

export const linkExpired = () => new AppError('LINK_EXPIRED', 410);
export const linkInvalid = () => new AppError('LINK_INVALID', 400);
export const objectStorageDisabled = () => new AppError('OBJECT_STORAGE_DISABLED', 400);
export const objectUrlOneFile = () => new AppError('OBJECT_URL_ONE_FILE', 400);
export const ftpDisabled = () => new AppError('FTP_DISABLED', 400);
