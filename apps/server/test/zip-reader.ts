import { crc32 } from 'node:zlib';

/** Entries of a zip whose files are stored (not deflated), read from the central directory; CRCs are checked. */
export function readStoredZip(zip: Buffer): { name: string; content: Buffer | null }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  let count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) {
    // Zip64: the locator just before the end record points at the zip64 end record, which holds the real values.
    const locator = end - 20;
    if (zip.readUInt32LE(locator) !== 0x07064b50) throw new Error('no zip64 end of central directory locator');
    const record = Number(zip.readBigUInt64LE(locator + 8));
    if (zip.readUInt32LE(record) !== 0x06064b50) throw new Error('bad zip64 end of central directory record');
    count = Number(zip.readBigUInt64LE(record + 32));
    at = Number(zip.readBigUInt64LE(record + 48));
  }
  const entries: { name: string; content: Buffer | null }[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString();
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) {
      entries.push({ name, content: null });
      continue;
    }
    if (method !== 0) throw new Error(`entry ${name} is not stored`);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const content = zip.subarray(dataStart, dataStart + size);
    if (crc32(content) !== crc) throw new Error(`bad CRC for ${name}`);
    entries.push({ name, content });
  }
  return entries;
}
