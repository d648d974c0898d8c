import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ThreadSha256 } from './thread-sha256';

const sha = (...pieces: Uint8Array[]) => {
  const hash = createHash('sha256');
  for (const piece of pieces) hash.update(piece);
  return hash.digest('hex');
};

describe('sha256 on a worker thread', () => {
  it.each([
    ['plain', Buffer.alloc(5 * 1024 * 1024)],
    ['shared', Buffer.from(new SharedArrayBuffer(5 * 1024 * 1024))],
  ])('equals node:crypto over pieces of any size in %s memory, reusable once update resolves', async (_, reused) => {
    const hash = ThreadSha256.create();
    const seen: Buffer[] = [];
    for (const size of [0, 1, 64 * 1024, 5 * 1024 * 1024, 9 * 1024 * 1024 + 7]) {
      const piece = size <= reused.length ? reused.subarray(0, size) : Buffer.alloc(size);
      randomBytes(size).copy(piece);
      seen.push(Buffer.from(piece));
      await hash.update(piece);
      // Overwritten at once, as a batch of append-file.ts is: the worker must have its own copy.
      piece.fill(0);
    }
    expect(await hash.digest()).toBe(sha(...seen));
    expect(hash.usable).toBe(false);
    expect(() => hash.update(Buffer.from('x'))).toThrow(/finished/);
  });

  it('copies a state that then goes its own way, and keeps the order of calls not awaited', async () => {
    const a = Buffer.from('ACGT'.repeat(1000));
    const b = Buffer.from('TTAG');
    const hash = ThreadSha256.create();
    void hash.update(a);
    const copy = hash.copy();
    void hash.update(b);
    const [whole, head] = await Promise.all([hash.digest(), copy.digest()]);
    expect(whole).toBe(sha(a, b));
    expect(head).toBe(sha(a));
  });

  it('hashes several states at once without mixing them', async () => {
    const sources = Array.from({ length: 6 }, () => randomBytes(3 * 1024 * 1024 + 11));
    const digests = await Promise.all(
      sources.map(async (source) => {
        const hash = ThreadSha256.create();
        for (let at = 0; at < source.length; at += 700_000) await hash.update(source.subarray(at, at + 700_000));
        return hash.digest();
      }),
    );
    expect(digests).toEqual(sources.map((source) => sha(source)));
    const dropped = ThreadSha256.create();
    dropped.dispose();
    dropped.dispose();
    expect(dropped.usable).toBe(false);
  });
});
