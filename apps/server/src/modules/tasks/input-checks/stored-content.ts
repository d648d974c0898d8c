import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { BlobStore } from '../../../storage/blob-store';
import { isGzip } from './sniff-format';

/*
 * A stored file's bytes as the tool will read them: inflated on the way when they are gzip (bgzip blocks are gzip
 * members, so BAM too). Heads are read with the stream stopped as soon as enough is in.
 */

/** The 28-byte empty block bgzip and htslib end every BGZF file with; its absence means the file was cut. */
const BGZF_EOF = Buffer.from('1f8b08040000000000ff0600424302001b0003000000000000000000', 'hex');
const GZIP_HEADER_BYTES = 16;

/** A BAM or VCF header with many contigs (a genome with thousands of scaffolds) needs this much of a head. */
export const HEADER_BYTES = 4 * 1024 * 1024;
/** Contigs listed in a refusal at most. */
export const CONTIGS_LISTED = 5;

export interface StoredContent {
  key: string;
  size: number;
  gzip: boolean;
  /** gzip with the BGZF extra field (BC) in its first member. */
  bgzf: boolean;
}

export async function describeContent(store: BlobStore, key: string, size: number): Promise<StoredContent> {
  const first = await store.read(key, 0, GZIP_HEADER_BYTES);
  const gzip = isGzip(first);
  // FLG.FEXTRA set, then the BC subfield at the start of the extra field.
  const bgzf = gzip && (first[3]! & 0x04) !== 0 && first[12] === 0x42 && first[13] === 0x43;
  return { key, size, gzip, bgzf };
}

/** `onRead`: told the length of every chunk of stored bytes read (a progress figure of a whole read). */
export function openInflated(store: BlobStore, content: StoredContent, onRead?: (bytes: number) => void): Readable {
  const source = store.openRead(content.key);
  if (onRead) source.on('data', (chunk: Buffer) => onRead(chunk.length));
  if (!content.gzip) return source;
  const inflate = createGunzip();
  source.once('error', (error) => inflate.destroy(error));
  inflate.once('close', () => source.destroy());
  return source.pipe(inflate);
}

/** Up to `maxBytes` of the inflated content; a gzip cut inside the head gives what inflated before the cut. */
export async function readHead(store: BlobStore, content: StoredContent, maxBytes: number): Promise<Buffer> {
  const stream = openInflated(store, content);
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= maxBytes) break;
    }
  } catch (error) {
    // Damage is told by gzipIntact, which reads the whole file; the head is what came before it.
    if (!content.gzip) throw error;
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, length).subarray(0, maxBytes);
}

/** Feeds every inflated chunk to `consume`. */
export async function readAll(
  store: BlobStore,
  content: StoredContent,
  consume: (chunk: Buffer) => void,
  onRead?: (bytes: number) => void,
) {
  const stream = openInflated(store, content, onRead);
  try {
    for await (const chunk of stream) consume(chunk as Buffer);
  } finally {
    stream.destroy();
  }
}

/**
 * Whether a gzip file inflates to its end without an error: a truncated or damaged download is caught here, where
 * fastp, minimap2 and seqkit would process half of it and report success. A BGZF file cut at a block boundary
 * inflates cleanly, so it must also end with the BGZF end-of-file block. `inflatedBefore`: the content was already
 * inflated whole without an error elsewhere, so only the end block is looked at. `onRead` as openInflated's.
 */
export async function gzipIntact(
  store: BlobStore,
  content: StoredContent,
  inflatedBefore = false,
  onRead?: (bytes: number) => void,
): Promise<boolean> {
  if (content.bgzf) {
    if (content.size < BGZF_EOF.length) return false;
    const tail = await store.read(content.key, content.size - BGZF_EOF.length, BGZF_EOF.length);
    if (!tail.equals(BGZF_EOF)) return false;
  }
  if (inflatedBefore) return true;
  try {
    await readAll(store, content, () => undefined, onRead);
    return true;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && code.startsWith('Z_')) return false;
    throw error;
  }
}
