import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobLimitError, type BlobStore, type ByteRange, type StoredItem } from './blob-store';
import { appendToFile } from './append-file';

/*
 * Blobs as files under `root`: blobs/ab/cd/<sha256>.<nonce>, staged in tmp/ (and partials in partial/) on the same
 * file system so committing is a rename (a hard link for a sealed partial). The nonce makes each blob row's key its own: a blob freed after a commit can be unlinked without
 * racing a new upload of the same content, which gets a new key. Keys come from hashes only, never from file names.
 */

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.[0-9a-f]{16}$/;
const HANDLE_PATTERN = /^[0-9a-f]{32}$/;
/** Reads of blobs streamed out (downloads, zips): a quarter of the system calls and stream steps of the default. */
const READ_CHUNK_BYTES = 256 * 1024;

export async function createLocalBlobStore(root: string): Promise<BlobStore> {
  const blobDir = path.join(root, 'blobs');
  const tmpDir = path.join(root, 'tmp');
  const partialDir = path.join(root, 'partial');
  await fs.mkdir(blobDir, { recursive: true });
  await fs.mkdir(tmpDir, { recursive: true });
  await fs.mkdir(partialDir, { recursive: true });

  const blobPath = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`not a blob key: ${key}`);
    return path.join(blobDir, key);
  };
  const stagedPath = (handle: string) => {
    if (!HANDLE_PATTERN.test(handle)) throw new Error('not a staged blob');
    return path.join(tmpDir, handle);
  };
  const partialPath = (handle: string) => {
    if (!HANDLE_PATTERN.test(handle)) throw new Error('not a partial blob');
    return path.join(partialDir, handle);
  };
  const newHandle = () => randomBytes(16).toString('hex');
  /** A staged blob that is a sealed partial (see sealPartial) carries the partial's handle behind this prefix. */
  const SEALED = 'partial:';
  const sealedPartial = (handle: string) =>
    handle.startsWith(SEALED) ? partialPath(handle.slice(SEALED.length)) : null;

  /** Files of a folder matching `pattern`, with their write times; a file gone meanwhile is skipped. */
  async function* filesIn(dir: string, pattern: RegExp, idOf: (name: string) => string): AsyncIterable<StoredItem> {
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      if (!pattern.test(name)) continue;
      const stats = await fs.stat(path.join(dir, name)).catch(() => null);
      if (stats?.isFile()) yield { id: idOf(name), modifiedAt: stats.mtime };
    }
  }
  const TWO_HEX = /^[0-9a-f]{2}$/;

  return {
    newKey(sha256) {
      return `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}.${randomBytes(8).toString('hex')}`;
    },

    async stage(source, options = {}) {
      const handle = newHandle();
      const target = stagedPath(handle);
      const hash = createHash('sha256');
      const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) return done(new BlobLimitError(maxBytes));
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        // flush: the bytes are on disk before the rename that makes them a blob.
        await pipeline(source, meter, createWriteStream(target, { flags: 'wx', flush: true }));
      } catch (error) {
        await fs.rm(target, { force: true });
        throw error;
      }
      return { sha256: hash.digest('hex'), size, handle };
    },

    async commit(staged, key) {
      const target = blobPath(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const partial = sealedPartial(staged.handle);
      // A link, not a move: the partial goes only once the upload's row says it is complete.
      if (partial) await fs.link(partial, target);
      else await fs.rename(stagedPath(staged.handle), target);
    },

    async discard(staged) {
      if (sealedPartial(staged.handle)) return;
      await fs.rm(stagedPath(staged.handle), { force: true });
    },

    async createPartial() {
      const handle = newHandle();
      await (await fs.open(partialPath(handle), 'wx')).close();
      return handle;
    },

    async appendPartial(handle, offset, source, options = {}) {
      return appendToFile(partialPath(handle), offset, source, options);
    },

    readPartial(handle, length) {
      if (length === 0) return Readable.from([]);
      return createReadStream(partialPath(handle), { start: 0, end: length - 1 });
    },

    async sealPartial(handle, blob) {
      // Bytes past the size belong to an append that was never recorded.
      await fs.truncate(partialPath(handle), blob.size);
      return { sha256: blob.sha256, size: blob.size, handle: `${SEALED}${handle}` };
    },

    async deletePartial(handle) {
      await fs.rm(partialPath(handle), { force: true });
    },

    localPath: (key) => blobPath(key),
    localRoot: path.resolve(root),

    openRead(key: string, range?: ByteRange): Readable {
      const span = range ? { start: range.start, end: range.end } : {};
      return createReadStream(blobPath(key), { ...span, highWaterMark: READ_CHUNK_BYTES });
    },

    async read(key, position, length) {
      const handle = await fs.open(blobPath(key), 'r');
      try {
        const buffer = Buffer.allocUnsafe(length);
        const { bytesRead } = await handle.read(buffer, 0, length, position);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async stat(key) {
      try {
        const stats = await fs.stat(blobPath(key));
        return { size: stats.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(blobPath(key), { force: true });
    },

    async *listBlobs() {
      // Two levels of folders by the hash's first bytes (see newKey), read one folder at a time.
      for (const a of (await fs.readdir(blobDir)).filter((name) => TWO_HEX.test(name)).sort()) {
        const level = path.join(blobDir, a);
        for (const b of (await fs.readdir(level).catch(() => [] as string[])).filter((n) => TWO_HEX.test(n)).sort()) {
          const prefix = `${a}/${b}/`;
          yield* filesIn(path.join(level, b), /^[0-9a-f]{64}\.[0-9a-f]{16}$/, (name) => `${prefix}${name}`);
        }
      }
    },

    async *listStaging() {
      for (const [kind, dir] of [
        ['staged', tmpDir],
        ['partial', partialDir],
      ] as const) {
        for await (const item of filesIn(dir, HANDLE_PATTERN, (name) => name)) yield { ...item, kind };
      }
    },
  };
}
