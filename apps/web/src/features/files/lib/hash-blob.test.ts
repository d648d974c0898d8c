import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HashCancelled, hashBlob } from './hash-blob';

describe('hashBlob', () => {
  it('gives the sha256 of the whole blob, read in chunks, with its progress', async () => {
    const bytes = randomBytes(10_000);
    const seen: number[] = [];
    const hex = await hashBlob(new Blob([bytes]), { chunkBytes: 4096, onProgress: (n) => seen.push(n) });
    expect(hex).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(seen).toEqual([4096, 8192, 10_000]);
  });

  it('hashes an empty blob', async () => {
    expect(await hashBlob(new Blob([]))).toBe(createHash('sha256').digest('hex'));
  });

  it('stops when cancelled', async () => {
    let calls = 0;
    const hashing = hashBlob(new Blob([randomBytes(9000)]), { chunkBytes: 4096, cancelled: () => ++calls > 1 });
    await expect(hashing).rejects.toBeInstanceOf(HashCancelled);
  });
});
