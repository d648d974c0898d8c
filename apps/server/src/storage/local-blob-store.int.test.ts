import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { beforeEach, describe, expect, it } from 'vitest';
import { diskFiles } from '../../test/file-api';
import { BlobLimitError, type BlobStore } from './blob-store';
import { createLocalBlobStore } from './local-blob-store';

let root: string;
let store: BlobStore;
beforeEach(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'blob-store-'));
  store = await createLocalBlobStore(root);
});

const MiB = 1024 * 1024;
const sha = (data: string) => createHash('sha256').update(data).digest('hex');

describe('local blob store', () => {
  it('hashes while staging and commits under a content-addressed key', async () => {
    const content = 'ACGT\n'.repeat(10_000);
    const staged = await store.stage(Readable.from([content.slice(0, 7), content.slice(7)]));
    expect(staged).toMatchObject({ sha256: sha(content), size: content.length });
    expect(readdirSync(path.join(root, 'tmp'))).toHaveLength(1);

    const key = store.newKey(staged.sha256);
    expect(key.startsWith(`${staged.sha256.slice(0, 2)}/${staged.sha256.slice(2, 4)}/${staged.sha256}.`)).toBe(true);
    expect(store.newKey(staged.sha256)).not.toBe(key);
    await store.commit(staged, key);
    expect(diskFiles(root)).toEqual([path.join('blobs', key)]);
    expect(await store.stat(key)).toEqual({ size: content.length });
    expect(await text(store.openRead(key))).toBe(content);
    expect(await text(store.openRead(key, { start: 5, end: 9 }))).toBe('ACGT\n');
    expect((await store.read(key, content.length - 3, 100)).toString()).toBe('GT\n');
  });

  it('refuses a source over the limit and keeps nothing of it', async () => {
    const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(store.stage(big, { maxBytes: 1000 })).rejects.toBeInstanceOf(BlobLimitError);
    expect(diskFiles(root)).toEqual([]);
  });

  it('keeps nothing of a source that fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(100));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.stage(failing)).rejects.toThrow('connection lost');
    expect(diskFiles(root)).toEqual([]);
  });

  it('discards and deletes, missing keys included', async () => {
    const staged = await store.stage(Readable.from(['x']));
    await store.discard(staged);
    await store.discard(staged);
    expect(diskFiles(root)).toEqual([]);
    const kept = await store.stage(Readable.from(['y']));
    const key = store.newKey(kept.sha256);
    await store.commit(kept, key);
    await store.delete(key);
    await store.delete(key);
    expect(await store.stat(key)).toBeNull();
  });

  it('never turns a key that is not its own into a path', () => {
    for (const key of ['../../etc/passwd', '/etc/passwd', 'ab/cd/../../x', `ab/cd/${'a'.repeat(64)}`]) {
      expect(() => store.openRead(key)).toThrow(/not a blob key/);
    }
  });
});

describe('partial blobs', () => {
  async function* chunks(...parts: string[]) {
    for (const part of parts) yield Buffer.from(part);
  }
  async function* slices(data: Buffer, size: number) {
    for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
  }
  async function* randomChunks(total: number, size: number) {
    for (let at = 0; at < total; at += size) yield randomBytes(Math.min(size, total - at));
  }
  async function* failingAfter(part: string) {
    yield Buffer.from(part);
    throw new Error('connection lost');
  }

  it('grows by appends, keeps what came before a failure, and drops unrecorded bytes on the next append', async () => {
    const handle = await store.createPartial();
    const seen: string[] = [];
    expect(
      await store.appendPartial(handle, 0, chunks('ab', 'cd'), { written: (p) => void seen.push(p.toString()) }),
    ).toBe(4);
    expect(seen.join('')).toBe('abcd');
    await expect(store.appendPartial(handle, 4, failingAfter('ef'))).rejects.toThrow('connection lost');
    expect(await text(store.readPartial(handle, 6))).toBe('abcdef');
    // The caller recorded 4 bytes only: the next append starts there.
    expect(await store.appendPartial(handle, 4, chunks('XY'))).toBe(6);
    expect(await text(store.readPartial(handle, 6))).toBe('abcdXY');

    const staged = await store.sealPartial(handle, { sha256: sha('abcdXY'), size: 6 });
    const key = store.newKey(staged.sha256);
    await store.commit(staged, key);
    expect(await text(store.openRead(key))).toBe('abcdXY');
    // The partial stays until its upload is complete, then goes without taking the blob's bytes along.
    await store.discard(staged);
    expect(await text(store.readPartial(handle, 6))).toBe('abcdXY');
    await store.deletePartial(handle);
    expect(await text(store.openRead(key))).toBe('abcdXY');
    expect(diskFiles(root)).toEqual([path.join('blobs', key)]);
  });

  it('saves checkpoints with synced lengths while a long append runs', async () => {
    const handle = await store.createPartial();
    const saved: number[] = [];
    const total = 24 * MiB;
    const length = await store.appendPartial(handle, 0, randomChunks(total, 64 * 1024), {
      checkpoint: { everyBytes: MiB, save: async (n) => void saved.push(n) },
    });
    expect(length).toBe(total);
    // Each saved length was written before its sync began; they grow, and some came before the end.
    expect(saved.length).toBeGreaterThan(1);
    expect(saved).toEqual([...saved].sort((a, b) => a - b));
    expect(new Set(saved).size).toBe(saved.length);
    expect(saved[0]).toBeGreaterThanOrEqual(MiB);
    expect(saved.at(-1)).toBeLessThanOrEqual(total);
    await store.deletePartial(handle);
    await store.deletePartial(handle);
    expect(diskFiles(root)).toEqual([]);
  });

  it('writes batches in order, each handed to written once on disk and intact until its promise settles', async () => {
    const handle = await store.createPartial();
    const total = 37 * MiB + 123;
    const source = randomBytes(total);
    const hash = createHash('sha256');
    let reported = 0;
    const length = await store.appendPartial(handle, 0, slices(source, 100_000), {
      // A slow reader: its piece must not be overwritten by the next batch before it is done with it.
      written: async (piece) => {
        reported += piece.length;
        expect(statSync(path.join(root, 'partial', handle)).size).toBeGreaterThanOrEqual(reported);
        await new Promise((resolve) => setTimeout(resolve, 5));
        hash.update(piece);
      },
    });
    expect(length).toBe(total);
    expect(hash.digest('hex')).toBe(createHash('sha256').update(source).digest('hex'));
    expect(readFileSync(path.join(root, 'partial', handle)).equals(source)).toBe(true);
  });

  // Aligned batches go past the page cache (O_DIRECT) and the rest through it; tmpfs may have no direct I/O at all.
  it.each([
    ['the temp dir', () => root],
    ['tmpfs', () => mkdtempSync('/dev/shm/blob-store-')],
  ])('keeps every byte in order when appends start at unaligned offsets, in %s', async (_where, dir) => {
    const here = await createLocalBlobStore(dir());
    const handle = await here.createPartial();
    const source = randomBytes(9 * MiB + 4097);
    const handed: Buffer[] = [];
    const ends = [1000, 5 * MiB + 3, 5 * MiB + 4096, source.length];
    let at = 0;
    for (const end of ends) {
      const written = (piece: Buffer) => void handed.push(Buffer.from(piece));
      expect(await here.appendPartial(handle, at, slices(source.subarray(at, end), 65_536), { written })).toBe(end);
      at = end;
    }
    expect(Buffer.concat(handed).equals(source)).toBe(true);
    expect((await buffer(here.readPartial(handle, source.length))).equals(source)).toBe(true);
    await here.deletePartial(handle);
  });

  it('never turns a handle that is not its own into a path', async () => {
    await expect(store.appendPartial('../../x', 0, chunks('a'))).rejects.toThrow(/not a partial blob/);
    expect(() => store.readPartial('../x', 1)).toThrow(/not a partial blob/);
  });
});
