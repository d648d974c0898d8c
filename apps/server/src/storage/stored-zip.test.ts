import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  ftruncateSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
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
/** The same entry with its CRC given in advance. */
const known = (entryPath: string, content: Buffer, pieces = 3): StoredZipEntry => ({
  ...file(entryPath, content, pieces),
  crc32: crc32(content),
});

/** Writes the zip to disk and has the system's unzip check every CRC and header: its report, and whether it passed. */
function unzipTest(name: string, bytes: Buffer): { ok: boolean; report: string } {
  const target = path.join(dir, name);
  writeFileSync(target, bytes);
  const run = spawnSync('unzip', ['-t', target], { encoding: 'utf8' });
  return { ok: run.status === 0, report: run.stdout + run.stderr };
}

/** Zip headers by signature, so a test can tell whether entries carry data descriptors. */
const count = (bytes: Buffer, signature: number) => {
  const needle = Buffer.alloc(4);
  needle.writeUInt32LE(signature);
  let found = 0;
  for (let at = bytes.indexOf(needle); at >= 0; at = bytes.indexOf(needle, at + 4)) found++;
  return found;
};
const DESCRIPTOR = 0x08074b50;

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

describe('stored zip with CRCs known in advance', () => {
  const contents = [Buffer.from('alpha\n'), Buffer.alloc(0), randomBytes(200_000), Buffer.from('délta\n')];
  const names = ['k/a.txt', 'k/empty.txt', 'k/random.bin', 'k/d.txt'];

  it('puts CRC and sizes in the local headers and writes no data descriptors', async () => {
    const entries = [{ path: 'k/', modified }, ...names.map((name, i) => known(name, contents[i]!))];
    const zip = storedZip(entries);
    const bytes = await buffer(zip.stream);
    expect(bytes.length).toBe(zip.length);
    expect(count(bytes, DESCRIPTOR)).toBe(0);
    // Each file's local header (after the folder's) has bit 3 clear and the CRC and size of its bytes.
    let at = 30 + 'k/'.length;
    for (const [i, content] of contents.entries()) {
      expect(bytes.readUInt32LE(at)).toBe(0x04034b50);
      expect(bytes.readUInt16LE(at + 6) & 0x0008).toBe(0);
      expect(bytes.readUInt32LE(at + 14)).toBe(crc32(content));
      expect([bytes.readUInt32LE(at + 18), bytes.readUInt32LE(at + 22)]).toEqual([content.length, content.length]);
      at += 30 + Buffer.byteLength(names[i]!) + content.length;
    }
    expect(readStoredZip(bytes).map((entry) => entry.content?.toString('hex') ?? null)).toEqual([
      null,
      ...contents.map((content) => content.toString('hex')),
    ]);
    const tested = unzipTest('known.zip', bytes);
    expect(tested.report).toContain('No errors detected');
    expect(tested.ok).toBe(true);
  });

  it('mixes entries with known and computed CRCs, each header saying which', async () => {
    const entries = names.map((name, i) => (i % 2 === 0 ? known(name, contents[i]!) : file(name, contents[i]!)));
    const zip = storedZip(entries);
    const bytes = await buffer(zip.stream);
    expect(bytes.length).toBe(zip.length);
    expect(count(bytes, DESCRIPTOR)).toBe(2);
    // Known CRCs save the 16 bytes of a descriptor each.
    expect(storedZip(names.map((name, i) => file(name, contents[i]!))).length - zip.length).toBe(32);
    expect(readStoredZip(bytes).map((entry) => entry.name)).toEqual(names);
    const tested = unzipTest('mixed.zip', bytes);
    expect(tested.report).toContain('No errors detected');
    expect(tested.ok).toBe(true);
  });

  it('sends the CRC it is given, so a wrong one is caught by the reader, and still checks the size', async () => {
    const wrong = { ...known('w.txt', Buffer.from('data\n')), crc32: 12345 };
    const bytes = await buffer(storedZip([wrong]).stream);
    const tested = unzipTest('wrong.zip', bytes);
    expect(tested.report).toMatch(/w\.txt +bad CRC/);
    expect(tested.ok).toBe(false);
    const short = { ...known('s.bin', Buffer.alloc(10)), size: 11 };
    await expect(buffer(storedZip([short]).stream)).rejects.toThrow(/10 bytes where 11 were declared/);
  });

  it('writes zip64 local headers with both sizes for a known CRC past 4 GiB; unzip reads what follows', async () => {
    // 4 GiB and one byte of zeros, streamed but not kept: the zip goes to a sparse file where only the rest is written.
    const zeros = Buffer.alloc(16 * 1024 * 1024);
    const bigSize = 2 ** 32 + 1;
    const pieces = function* () {
      for (let left = bigSize; left > 0; left -= zeros.length) yield zeros.subarray(0, Math.min(left, zeros.length));
    };
    let bigCrc = 0;
    for (const piece of pieces()) bigCrc = crc32(piece, bigCrc);
    const big: StoredZipEntry = {
      path: 'big.bin',
      modified,
      size: bigSize,
      crc32: bigCrc,
      open: () => Readable.from(pieces()),
    };
    const after = Buffer.from('after the big one\n');
    const zip = storedZip([
      big,
      known('after-known.txt', after),
      file('after-computed.txt', after),
      { path: 'd/', modified },
    ]);
    const target = path.join(dir, 'big.zip');
    const fd = openSync(target, 'w');
    let position = 0;
    try {
      for await (const piece of zip.stream as AsyncIterable<Buffer>) {
        const blank = piece.length <= zeros.length && piece.equals(zeros.subarray(0, piece.length));
        if (!blank) writeSync(fd, piece, 0, piece.length, position);
        position += piece.length;
      }
      ftruncateSync(fd, position);
    } finally {
      closeSync(fd);
    }
    expect(position).toBe(zip.length);
    expect(statSync(target).size).toBe(zip.length);

    // The big entry's local header: no descriptor, its CRC, sizes in the zip64 field (reading 4 GiB back is too slow).
    const header = Buffer.alloc(30 + 'big.bin'.length + 20);
    const read = openSync(target, 'r');
    try {
      readSync(read, header, 0, header.length, 0);
    } finally {
      closeSync(read);
    }
    expect(header.readUInt16LE(6) & 0x0008).toBe(0);
    expect(header.readUInt32LE(14)).toBe(bigCrc);
    expect([header.readUInt32LE(18), header.readUInt32LE(22)]).toEqual([0xffffffff, 0xffffffff]);
    const extra = 30 + 'big.bin'.length;
    expect([header.readUInt16LE(extra), header.readUInt16LE(extra + 2)]).toEqual([1, 16]);
    expect([header.readBigUInt64LE(extra + 4), header.readBigUInt64LE(extra + 12)]).toEqual([
      BigInt(bigSize),
      BigInt(bigSize),
    ]);
    expect(execFileSync('zipinfo', [target, 'big.bin']).toString()).toContain(String(bigSize));
    // Past 4 GiB every entry is zip64 (by offset): one with a known CRC, one with a descriptor, and a folder.
    const tested = spawnSync('unzip', ['-t', target, 'after-known.txt', 'after-computed.txt', 'd/'], {
      encoding: 'utf8',
    });
    expect(tested.stdout).toContain('No errors detected');
    expect(tested.stdout).toMatch(/after-known\.txt +OK/);
    expect(tested.stdout).toMatch(/after-computed\.txt +OK/);
    expect(tested.status).toBe(0);
    expect(execFileSync('unzip', ['-p', target, 'after-known.txt']).toString()).toBe(after.toString());
  }, 120_000);
});
