import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { readStoredZip } from '../../test/zip-reader';
import { storedZip, type StoredZipEntry } from './stored-zip';

const dir = mkdtempSync(path.join(os.tmpdir(), 'stored-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const modified = new Date(2024, 4, 17, 13, 45, 10);
const file = (entryPath: string, content: Buffer, pieces = 3): StoredZipEntry => ({
  path: entryPath,
  modified,
  size: content.length,
  open: () => {
    const step = Math.ceil(content.length / pieces) || 1;
    return Readable.from(Array.from({ length: pieces }, (_, i) => content.subarray(i * step, (i + 1) * step)));
  },
});

describe('stored zip', () => {
  it('streams exactly its announced length, and unzip finds every entry intact', async () => {
    const big = randomBytes(300_000);
    const entries = [
      { path: 'results/', modified },
      file('results/a.txt', Buffer.from('alpha\n')),
      file('results/empty.txt', Buffer.alloc(0)),
      file('results/数据.bin', big, 7),
      { path: 'results/sub/', modified },
    ];
    const zip = storedZip(entries);
    const bytes = await buffer(zip.stream);
    expect(bytes.length).toBe(zip.length);

    expect(readStoredZip(bytes).map((entry) => [entry.name, entry.content?.length ?? null])).toEqual([
      ['results/', null],
      ['results/a.txt', 6],
      ['results/empty.txt', 0],
      ['results/数据.bin', 300_000],
      ['results/sub/', null],
    ]);
    const target = path.join(dir, 'a.zip');
    writeFileSync(target, bytes);
    // The system's unzip checks every CRC and header; it fails (and throws here) on any mismatch.
    expect(execFileSync('unzip', ['-t', target]).toString()).toContain('No errors detected');
    expect(execFileSync('unzip', ['-p', target, 'results/a.txt']).toString()).toBe('alpha\n');
    expect(execFileSync('zipinfo', ['-T', target]).toString()).toMatch(/20240517\.1345/);
  });

  it('writes a directory of hundreds of entries that readers still find through the zip64 end record', async () => {
    const entries = Array.from({ length: 900 }, (_, i) =>
      file(`many/entry_with_a_long_name_${i}.txt`, Buffer.from(`${i}\n`), 1),
    );
    const zip = storedZip(entries);
    const bytes = await buffer(zip.stream);
    expect(bytes.length).toBe(zip.length);
    const read = readStoredZip(bytes);
    expect(read).toHaveLength(900);
    expect(read[899]?.content?.toString()).toBe('899\n');
    writeFileSync(path.join(dir, 'many.zip'), bytes);
    expect(execFileSync('unzip', ['-t', path.join(dir, 'many.zip')]).toString()).toContain('No errors detected');
  });

  it('fails the stream when a source gives fewer or more bytes than declared, or fails', async () => {
    const short = { ...file('a.bin', Buffer.alloc(10)), size: 11 };
    await expect(buffer(storedZip([short]).stream)).rejects.toThrow(/10 bytes where 11 were declared/);
    const long = { ...file('b.bin', Buffer.alloc(10)), size: 9 };
    await expect(buffer(storedZip([long]).stream)).rejects.toThrow(/where 9 were declared/);
    const broken = {
      ...file('c.bin', Buffer.alloc(10)),
      open: () =>
        Readable.from(
          (async function* () {
            yield Buffer.alloc(5);
            throw new Error('disk gone');
          })(),
        ),
    };
    await expect(buffer(storedZip([broken]).stream)).rejects.toThrow('disk gone');
  });
});
