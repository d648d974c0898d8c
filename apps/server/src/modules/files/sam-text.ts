import { BamRecord } from '@gmod/bam';

/*
 * One BAM record as a SAM line. @gmod/bam decodes the fields; the optional tags are read here from their raw bytes,
 * because their SAM form needs the type letter (A, i, f, Z, H, B) that a decoded value no longer carries.
 */

const INTEGER_TYPES: Record<string, [size: number, read: (view: DataView, at: number) => number]> = {
  c: [1, (v, at) => v.getInt8(at)],
  C: [1, (v, at) => v.getUint8(at)],
  s: [2, (v, at) => v.getInt16(at, true)],
  S: [2, (v, at) => v.getUint16(at, true)],
  i: [4, (v, at) => v.getInt32(at, true)],
  I: [4, (v, at) => v.getUint32(at, true)],
  f: [4, (v, at) => v.getFloat32(at, true)],
};

/** As C's %g prints a float: six significant digits, no trailing zeros. */
const printFloat = (value: number) => String(Number(value.toPrecision(6)));

function cString(bytes: Uint8Array, from: number): { text: string; next: number } {
  let end = from;
  while (end < bytes.length && bytes[end] !== 0) end++;
  return { text: Buffer.from(bytes.subarray(from, end)).toString('latin1'), next: end + 1 };
}

/** The optional fields from `from` to the end of the record, as SAM TAG:TYPE:VALUE. */
function tagsText(bytes: Uint8Array, from: number): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: string[] = [];
  let at = from;
  while (at + 3 <= bytes.length) {
    const tag = String.fromCharCode(bytes[at]!, bytes[at + 1]!);
    const type = String.fromCharCode(bytes[at + 2]!);
    at += 3;
    const integer = INTEGER_TYPES[type];
    if (type === 'A') {
      out.push(`${tag}:A:${String.fromCharCode(bytes[at]!)}`);
      at += 1;
    } else if (integer) {
      const value = integer[1](view, at);
      out.push(type === 'f' ? `${tag}:f:${printFloat(value)}` : `${tag}:i:${value}`);
      at += integer[0];
    } else if (type === 'Z' || type === 'H') {
      const { text, next } = cString(bytes, at);
      out.push(`${tag}:${type}:${text}`);
      at = next;
    } else if (type === 'B') {
      const subtype = String.fromCharCode(bytes[at]!);
      const count = view.getInt32(at + 1, true);
      const element = INTEGER_TYPES[subtype];
      if (!element) break;
      at += 5;
      const values: string[] = [];
      for (let i = 0; i < count; i++, at += element[0]) {
        const value = element[1](view, at);
        values.push(subtype === 'f' ? printFloat(value) : String(value));
      }
      out.push(`${tag}:B:${[subtype, ...values].join(',')}`);
    } else {
      // An unknown type has no known length: the rest of the record cannot be read.
      break;
    }
  }
  return out;
}

/** A record's bytes (block_size included) as the SAM line samtools view prints; `names` are the references. */
export function samLine(recordBytes: Uint8Array, names: readonly string[]): string {
  // BamRecord reads through a DataView of the whole buffer, so the record must start at its buffer's start.
  const bytes = recordBytes.byteOffset === 0 ? recordBytes : new Uint8Array(recordBytes);
  const record = new BamRecord({ bytes: { byteArray: bytes, start: 0, end: bytes.length }, fileOffset: 0 });
  const reference = (id: number) => (id < 0 ? '*' : (names[id] ?? '*'));
  const qualityAt = record.b0 + record.read_name_length + record.num_cigar_bytes + record.num_seq_bytes;
  const quality = bytes.subarray(qualityAt, qualityAt + record.seq_length);
  const nextRef = record.next_refid;
  const fields = [
    record.name,
    String(record.flags),
    reference(record.ref_id),
    String(record.start + 1),
    String((record.bin_mq_nl >> 8) & 0xff),
    record.num_cigar_ops === 0 ? '*' : record.CIGAR,
    nextRef < 0 ? '*' : nextRef === record.ref_id ? '=' : reference(nextRef),
    String(record.next_pos + 1),
    String(record.template_length),
    record.seq_length === 0 ? '*' : record.seq,
    quality.length === 0 || quality[0] === 0xff ? '*' : Buffer.from(quality.map((q) => q + 33)).toString('latin1'),
    ...tagsText(bytes, record.tagsStart),
  ];
  return fields.join('\t');
}
