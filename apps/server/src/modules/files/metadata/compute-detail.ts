import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FileDetailReader } from '@biocloud/contracts';
import type { BlobStore } from '../../../storage/blob-store';
import { createBamReader } from './bam-reader';
import { FormatError, type DetailReader, type DetailValues } from './detail-reader';
import { createFastaReader, createFastqReader } from './fastx-reader';
import { createLinesReader } from './lines-reader';
import { createVcfReader } from './vcf-reader';

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
/*
 * Inflated bytes read at most per stored byte, and in any case. Sequencing data inflates 3 to 10 times and text
 * tables a few tens; a gzip bomb inflates a thousand times (deflate's limit), and reading it whole cost 6 s of CPU
 * per MB stored. Its detail fails instead, after at most this ratio's share of that work.
 */
export const INFLATION_RATIO_MAX = 64;
export const INFLATED_FLOOR_BYTES = 64 * 1024 * 1024;

const READERS: Record<FileDetailReader, () => DetailReader> = {
  fasta: createFastaReader,
  fastq: createFastqReader,
  bam: createBamReader,
  vcf: createVcfReader,
  lines: createLinesReader,
};

/** Whether an error is zlib's refusal of its input (not gzip data, or corrupt). */
function isZlibDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('Z_');
}

/**
 * The values of one reader over a stored content, streamed from the store and inflated on the way when the content
 * is gzip (bgzip included: its blocks are gzip members). Stops early when `signal` aborts.
 */
export async function computeDetail(
  store: BlobStore,
  key: string,
  reader: FileDetailReader,
  signal: AbortSignal,
): Promise<DetailValues> {
  const gzip = (await store.read(key, 0, GZIP_MAGIC.length)).equals(GZIP_MAGIC);
  if (reader === 'bam' && !gzip) throw new FormatError('a BAM file is BGZF-compressed');
  const inflatedMax = gzip
    ? Math.max(INFLATED_FLOOR_BYTES, INFLATION_RATIO_MAX * ((await store.stat(key))?.size ?? 0))
    : Number.POSITIVE_INFINITY;
  const source = store.openRead(key);
  let stream: Readable = source;
  if (gzip) {
    const inflate = createGunzip();
    source.once('error', (error) => inflate.destroy(error));
    stream = source.pipe(inflate);
  }
  const abort = () => stream.destroy(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
  signal.addEventListener('abort', abort, { once: true });
  try {
    const values = READERS[reader]();
    let inflated = 0;
    for await (const chunk of stream) {
      inflated += (chunk as Buffer).length;
      if (inflated > inflatedMax) throw new FormatError('inflates past its limit', 'INFLATED_TOO_LARGE');
      values.push(chunk as Buffer);
    }
    return values.finish();
  } catch (error) {
    if (isZlibDataError(error)) throw new FormatError('the compressed data is damaged');
    throw error;
  } finally {
    signal.removeEventListener('abort', abort);
    stream.destroy();
    source.destroy();
  }
}
