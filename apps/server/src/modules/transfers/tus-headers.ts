import { TUS_CHECKSUM_ALGORITHMS, type TusChecksumAlgorithm } from '@biocloud/contracts';

/** Parsing of the tus request headers (https://tus.io/protocols/resumable-upload), strictly: anything odd is null. */

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const METADATA_KEY = /^[\x21-\x2b\x2d-\x7e]+$/;
const DECIMAL = /^\d{1,16}$/;

/** A byte count or offset header: plain decimal digits within the safe integer range. */
export function parseByteCount(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !DECIMAL.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** Upload-Metadata: comma-separated `key base64value` pairs (the value may be absent); keys appear once. */
export function parseUploadMetadata(header: string): Map<string, string> | null {
  const entries = new Map<string, string>();
  if (header.trim() === '') return entries;
  for (const pair of header.split(',')) {
    const [key, value = '', ...rest] = pair.trim().split(' ');
    if (!key || !METADATA_KEY.test(key) || rest.length > 0 || entries.has(key) || !BASE64.test(value)) return null;
    const decoded = Buffer.from(value, 'base64');
    const text = decoded.toString('utf8');
    // Bytes that are not UTF-8 would come back altered; such a value is refused rather than guessed at.
    if (!Buffer.from(text, 'utf8').equals(decoded)) return null;
    entries.set(key, text);
  }
  return entries;
}

export interface UploadChecksum {
  algorithm: TusChecksumAlgorithm;
  digest: Buffer;
}

/** Upload-Checksum: `algorithm base64digest`; 'unsupported' for an algorithm the server does not offer. */
export function parseUploadChecksum(header: string): UploadChecksum | 'unsupported' | null {
  const [algorithm, digest, ...rest] = header.trim().split(' ');
  if (!algorithm || !digest || rest.length > 0 || !BASE64.test(digest)) return null;
  if (!(TUS_CHECKSUM_ALGORITHMS as readonly string[]).includes(algorithm)) return 'unsupported';
  return { algorithm: algorithm as TusChecksumAlgorithm, digest: Buffer.from(digest, 'base64') };
}
