import { inflateRawSync } from 'node:zlib';

/*
 * An .xlsx is a zip of XML; exceljs inflates all of it and builds every cell before a row limit can apply, so a
 * 316 KB sheet that inflates to 300 MiB cost the API about 1 GB, and 100,000 rows took 26 s before being refused
 * (reliability S7). Before exceljs sees the bytes, each entry is inflated here with a cap on the total it may
 * inflate to, and the worksheets' rows and cells that hold a value are counted: past a cap the sheet is refused
 * having held at most the cap in memory.
 */

export interface SheetCaps {
  /** Bytes all entries together may inflate to. */
  inflatedBytes: number;
  /** Rows with a value, in any one worksheet. */
  rows: number;
  /** Cells with a value, in all worksheets. */
  cells: number;
}

/** Past a cap the sheet holds far more than a sample sheet's rows: it is refused as too many rows. */
export type SheetBounds = { ok: true } | { ok: false; code: 'SAMPLE_SHEET_UNREADABLE' | 'SAMPLE_ROWS_TOO_MANY' };

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const DIRECTORY_ENTRY = 0x02014b50;
const STORED = 0;
const DEFLATED = 8;
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
const ROW = /<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g;
/** A cell with a value: <v> (numbers, shared strings, formula results) or an inline string. */
const VALUE = /<(?:v|is)>/g;

interface Entry {
  name: string;
  method: number;
  data: Buffer;
}

function entries(zip: Buffer): Entry[] | null {
  const end = zip.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0 || end + 22 > zip.length) return null;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const found: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (local + 30 > zip.length) return null;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + compressed > zip.length) return null;
    found.push({ name, method, data: zip.subarray(start, start + compressed) });
  }
  return found;
}

/** Whether the sheet stays within the caps; reads nothing but the zip's own bytes, and at most `inflatedBytes` more. */
export function checkSheetBounds(zip: Buffer, caps: SheetCaps): SheetBounds {
  const list = entries(zip);
  if (list === null) return { ok: false, code: 'SAMPLE_SHEET_UNREADABLE' };
  let left = caps.inflatedBytes;
  let cells = 0;
  for (const entry of list) {
    if (entry.name.endsWith('/')) continue;
    if (entry.method !== STORED && entry.method !== DEFLATED) return { ok: false, code: 'SAMPLE_SHEET_UNREADABLE' };
    let content: Buffer;
    try {
      // One byte over what is left tells "too large" from "exactly fits".
      content = entry.method === STORED ? entry.data : inflateRawSync(entry.data, { maxOutputLength: left + 1 });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        return { ok: false, code: 'SAMPLE_ROWS_TOO_MANY' };
      return { ok: false, code: 'SAMPLE_SHEET_UNREADABLE' };
    }
    left -= content.length;
    if (left < 0) return { ok: false, code: 'SAMPLE_ROWS_TOO_MANY' };
    if (!WORKSHEET.test(entry.name)) continue;
    let rows = 0;
    for (const row of content.toString('utf8').matchAll(ROW)) {
      const values = row[1]?.match(VALUE)?.length ?? 0;
      if (values === 0) continue;
      cells += values;
      if (++rows > caps.rows) return { ok: false, code: 'SAMPLE_ROWS_TOO_MANY' };
      if (cells > caps.cells) return { ok: false, code: 'SAMPLE_ROWS_TOO_MANY' };
    }
  }
  return { ok: true };
}
