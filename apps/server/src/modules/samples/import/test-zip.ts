import { crc32, deflateRawSync } from 'node:zlib';

/* Spreadsheet zips made in tests and benchmarks: a sheet of many rows, a zip bomb, without exceljs. */

/** A zip of deflated entries, as an .xlsx is (local headers, central directory, end record). */
export function zip(files: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = deflateRawSync(content);
    const fixed = (size: number, signature: number) => {
      const header = Buffer.alloc(size);
      header.writeUInt32LE(signature, 0);
      return header;
    };
    const local = fixed(30, 0x04034b50);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(content), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(Buffer.byteLength(name), 26);
    const entry = fixed(46, 0x02014b50);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(content), 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(content.length, 24);
    entry.writeUInt16LE(Buffer.byteLength(name), 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, Buffer.from(name), data);
    directory.push(entry, Buffer.from(name));
    offset += 30 + Buffer.byteLength(name) + data.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}

/** A worksheet's XML with `rows` rows of `cellsPerRow` number cells, and an empty formatted row after them. */
export const sheetXml = (rows: number, cellsPerRow = 2) =>
  Buffer.from(
    `<worksheet><sheetData>${Array.from(
      { length: rows },
      (_, r) => `<row r="${r + 1}">${'<c t="n"><v>1</v></c>'.repeat(cellsPerRow)}</row>`,
    ).join('')}<row r="${rows + 1}" spans="1:3"/></sheetData></worksheet>`,
  );
