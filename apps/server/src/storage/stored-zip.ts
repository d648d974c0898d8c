import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { streamGarbageCollector } from './young-garbage';

/*
 * A zip of stored (not deflated) entries, streamed from their sources in one pass, its length known before the first
 * byte. A file whose CRC-32 is known (computed once per blob in the background: modules/files/blob-checksums.ts)
 * has it in its local header and is streamed without computing anything; another's CRC is computed while its bytes
 * go by (zlib's crc32, ~2 GB/s here) and follows them in a data descriptor, so nothing is read twice. An entry
 * switches to zip64 fields when its size or offset needs them; the end records are always zip64 (a reader finds the
 * real counts there whatever the size of the directory).
 */

export interface StoredZipEntry {
  /** Path inside the zip, with '/' between folders; a folder's ends with '/'. */
  path: string;
  modified: Date;
  /** A file's exact size; the source must give exactly that many bytes. Absent for a folder. */
  size?: number;
  /** A file's CRC-32, when known beforehand: no data descriptor then, and nothing computed while streaming. */
  crc32?: number;
  open?: () => Readable;
}

const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const VERSION_ZIP64 = 45;
const VERSION_PLAIN = 20;
const MADE_BY_UNIX = 3 << 8;
const MAX_32 = 0xfffffffe;
const FILE_MODE = 0o100664;
const FOLDER_MODE = 0o40775;

interface Planned {
  entry: StoredZipEntry;
  name: Buffer;
  size: number;
  offset: number;
  zip64: boolean;
  folder: boolean;
  /** The CRC is computed while streaming and written in a data descriptor after the bytes. */
  described: boolean;
}

/** MS-DOS date and time (local time, two-second steps), as zip headers hold them. */
function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((Math.max(date.getFullYear(), 1980) - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

const localHeaderBytes = (p: Planned) => 30 + p.name.length + (p.zip64 ? 20 : 0);
const descriptorBytes = (p: Planned) => (!p.described ? 0 : p.zip64 ? 24 : 16);
const flagsOf = (p: Planned) => FLAG_UTF8 | (p.described ? FLAG_DATA_DESCRIPTOR : 0);
const centralBytes = (p: Planned) => 46 + p.name.length + (p.zip64 ? 28 : 0);

function localHeader(p: Planned): Buffer {
  const header = Buffer.alloc(localHeaderBytes(p));
  const { time, date } = dosDateTime(p.entry.modified);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(p.zip64 ? VERSION_ZIP64 : VERSION_PLAIN, 4);
  header.writeUInt16LE(flagsOf(p), 6);
  header.writeUInt16LE(0, 8);
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(date, 12);
  // A described entry's CRC and sizes follow its data; a folder's are zeros, its true values.
  const sizes = p.described ? 0 : p.size;
  header.writeUInt32LE(p.described ? 0 : (p.entry.crc32 ?? 0), 14);
  header.writeUInt32LE(p.zip64 ? 0xffffffff : sizes, 18);
  header.writeUInt32LE(p.zip64 ? 0xffffffff : sizes, 22);
  header.writeUInt16LE(p.name.length, 26);
  header.writeUInt16LE(p.zip64 ? 20 : 0, 28);
  p.name.copy(header, 30);
  if (p.zip64) {
    const extra = 30 + p.name.length;
    header.writeUInt16LE(0x0001, extra);
    header.writeUInt16LE(16, extra + 2);
    header.writeBigUInt64LE(BigInt(sizes), extra + 4);
    header.writeBigUInt64LE(BigInt(sizes), extra + 12);
  }
  return header;
}

function dataDescriptor(p: Planned, crc: number): Buffer {
  const descriptor = Buffer.alloc(descriptorBytes(p));
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(crc, 4);
  if (p.zip64) {
    descriptor.writeBigUInt64LE(BigInt(p.size), 8);
    descriptor.writeBigUInt64LE(BigInt(p.size), 16);
  } else {
    descriptor.writeUInt32LE(p.size, 8);
    descriptor.writeUInt32LE(p.size, 12);
  }
  return descriptor;
}

function centralRecord(p: Planned, crc: number): Buffer {
  const record = Buffer.alloc(centralBytes(p));
  const { time, date } = dosDateTime(p.entry.modified);
  const version = p.zip64 ? VERSION_ZIP64 : VERSION_PLAIN;
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(MADE_BY_UNIX | version, 4);
  record.writeUInt16LE(version, 6);
  record.writeUInt16LE(flagsOf(p), 8);
  record.writeUInt16LE(0, 10);
  record.writeUInt16LE(time, 12);
  record.writeUInt16LE(date, 14);
  record.writeUInt32LE(crc, 16);
  record.writeUInt32LE(p.zip64 ? 0xffffffff : p.size, 20);
  record.writeUInt32LE(p.zip64 ? 0xffffffff : p.size, 24);
  record.writeUInt16LE(p.name.length, 28);
  record.writeUInt16LE(p.zip64 ? 28 : 0, 30);
  record.writeUInt32LE(((p.folder ? FOLDER_MODE : FILE_MODE) << 16) >>> 0, 38);
  record.writeUInt32LE(p.zip64 ? 0xffffffff : p.offset, 42);
  p.name.copy(record, 46);
  if (p.zip64) {
    const extra = 46 + p.name.length;
    record.writeUInt16LE(0x0001, extra);
    record.writeUInt16LE(24, extra + 2);
    record.writeBigUInt64LE(BigInt(p.size), extra + 4);
    record.writeBigUInt64LE(BigInt(p.size), extra + 12);
    record.writeBigUInt64LE(BigInt(p.offset), extra + 20);
  }
  return record;
}

/** Zip64 end record, its locator, and the classic end record pointing to them. */
function endRecords(count: number, directoryOffset: number, directoryBytes: number): Buffer {
  const end = Buffer.alloc(56 + 20 + 22);
  end.writeUInt32LE(0x06064b50, 0);
  end.writeBigUInt64LE(44n, 4);
  end.writeUInt16LE(MADE_BY_UNIX | VERSION_ZIP64, 12);
  end.writeUInt16LE(VERSION_ZIP64, 14);
  end.writeBigUInt64LE(BigInt(count), 24);
  end.writeBigUInt64LE(BigInt(count), 32);
  end.writeBigUInt64LE(BigInt(directoryBytes), 40);
  end.writeBigUInt64LE(BigInt(directoryOffset), 48);
  end.writeUInt32LE(0x07064b50, 56);
  end.writeBigUInt64LE(BigInt(directoryOffset + directoryBytes), 64);
  end.writeUInt32LE(1, 72);
  end.writeUInt32LE(0x06054b50, 76);
  end.writeUInt16LE(0xffff, 84);
  end.writeUInt16LE(0xffff, 86);
  end.writeUInt32LE(0xffffffff, 88);
  end.writeUInt32LE(0xffffffff, 92);
  return end;
}

/** The zip's exact length and a stream of it; a source failing or giving another size than declared ends it. */
export function storedZip(entries: readonly StoredZipEntry[]): { length: number; stream: Readable } {
  let offset = 0;
  const planned: Planned[] = entries.map((entry) => {
    const folder = entry.size === undefined;
    const size = entry.size ?? 0;
    const zip64 = size > MAX_32 || offset > MAX_32;
    const p = {
      entry,
      name: Buffer.from(entry.path),
      size,
      offset,
      folder,
      zip64,
      described: !folder && entry.crc32 === undefined,
    };
    offset += localHeaderBytes(p) + size + descriptorBytes(p);
    return p;
  });
  const directoryOffset = offset;
  const directoryBytes = planned.reduce((sum, p) => sum + centralBytes(p), 0);
  const length = directoryOffset + directoryBytes + 98;

  async function* bytes(): AsyncGenerator<Buffer> {
    const crcs: number[] = [];
    const collect = streamGarbageCollector();
    for (const p of planned) {
      yield localHeader(p);
      let crc = p.entry.crc32 ?? 0;
      if (!p.folder) {
        let read = 0;
        for await (const chunk of p.entry.open!() as AsyncIterable<Buffer>) {
          read += chunk.length;
          if (read > p.size) break;
          if (p.described) crc = crc32(chunk, crc);
          yield chunk;
          collect(chunk.length);
        }
        if (read !== p.size) throw new Error(`zip entry ${p.entry.path}: ${read} bytes where ${p.size} were declared`);
        if (p.described) yield dataDescriptor(p, crc);
      }
      crcs.push(crc);
    }
    // The directory in pieces of some 64 KiB: one buffer per record would mean thousands of tiny writes.
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    for (const [i, p] of planned.entries()) {
      const record = centralRecord(p, crcs[i]!);
      pending.push(record);
      pendingBytes += record.length;
      if (pendingBytes < 64 * 1024) continue;
      yield Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
    }
    pending.push(endRecords(planned.length, directoryOffset, directoryBytes));
    yield Buffer.concat(pending);
  }

  return { length, stream: Readable.from(bytes(), { objectMode: false }) };
}
