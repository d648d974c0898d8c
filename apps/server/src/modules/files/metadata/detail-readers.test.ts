import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { createBamReader } from './bam-reader';
import { FormatError, detailReaderFor, type DetailReader } from './detail-reader';
import { createFastaReader, createFastqReader } from './fastx-reader';
import { createLinesReader } from './lines-reader';
import { createVcfReader } from './vcf-reader';

/** Feeds the bytes whole, then in every chunk size from 1 to 7, and expects the same answer each time. */
function read(make: () => DetailReader, content: string | Buffer) {
  const bytes = Buffer.from(content);
  const answers = [bytes.length, 1, 2, 3, 5, 7].map((size) => {
    const reader = make();
    for (let i = 0; i < bytes.length; i += Math.max(size, 1)) reader.push(bytes.subarray(i, i + Math.max(size, 1)));
    return reader.finish();
  });
  for (const answer of answers) expect(answer).toEqual(answers[0]);
  return answers[0];
}

describe('FASTA', () => {
  it('counts sequences over wrapped lines, with N50 and GC', () => {
    const fasta = '>a desc\nACGT\nGGCC\n>b\nAT\n\n>c\r\nGGGGGGGGGG\r\n';
    expect(read(createFastaReader, fasta)).toEqual({
      sequenceCount: 3,
      totalLength: 20,
      minLength: 2,
      maxLength: 10,
      // Longest first: 10 reaches half of 20.
      n50: 10,
      gcPercent: 80,
    });
  });

  it('answers zeros for an empty file and refuses sequence data without a header', () => {
    expect(read(createFastaReader, '')).toMatchObject({ sequenceCount: 0, n50: 0, gcPercent: 0 });
    expect(() => read(createFastaReader, 'ACGT\n>a\nAC\n')).toThrow(FormatError);
  });
});

describe('FASTQ', () => {
  it('counts records whose quality lines start with @ or +', () => {
    const fastq = '@r1\nACGTAC\n+\n@@@@@@\n\n@r2\nGG\n+r2\n++\n@r3\nACG\n+\nIII';
    expect(read(createFastqReader, fastq)).toEqual({
      sequenceCount: 3,
      totalLength: 11,
      minLength: 2,
      maxLength: 6,
      n50: 6,
      gcPercent: 63.64,
    });
  });

  it('refuses what is not FASTQ, and a truncated last record', () => {
    expect(() => read(createFastqReader, '>a\nACGT\n')).toThrow(FormatError);
    expect(() => read(createFastqReader, '@a\nACGT\n-\nIIII\n')).toThrow(FormatError);
    expect(() => read(createFastqReader, '@a\nACGT\n+\n')).toThrow(FormatError);
  });
});

describe('VCF', () => {
  const vcf = [
    '##fileformat=VCFv4.2',
    '##INFO=<ID=DP,Number=1,Type=Integer,Description="Depth">',
    '#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\tFORMAT\tNA001\tNA002',
    'chr1\t1\t.\tA\tG\t50\tPASS\tDP=3\tGT\t0/1\t1/1',
    'chr1\t9\t.\tC\tT\t50\tPASS\tDP=3\tGT\t0/0\t0/1',
    '',
  ].join('\n');

  it('reads the sample names and counts the records', () => {
    expect(read(createVcfReader, vcf)).toEqual({ sampleCount: 2, samples: ['NA001', 'NA002'], recordCount: 2 });
  });

  it('refuses records before the #CHROM line, and a file without one', () => {
    expect(() => read(createVcfReader, 'chr1\t1\n')).toThrow(FormatError);
    expect(() => read(createVcfReader, '##fileformat=VCFv4.2\n')).toThrow(FormatError);
  });
});

describe('lines', () => {
  it.each([
    ['a\tb\tc\n1\t2\t3\n', { lineCount: 2, columnCount: 3 }],
    ['a,b\n1,2', { lineCount: 2, columnCount: 2 }],
    ['just text\nmore', { lineCount: 2, columnCount: 1 }],
    ['', { lineCount: 0, columnCount: 0 }],
    ['\n\n', { lineCount: 2, columnCount: 0 }],
  ])('%j', (content, expected) => {
    expect(read(createLinesReader, content)).toEqual(expected);
  });
});

/** A BAM body (what BGZF inflates to) with the given references and records of the given flags. */
function bamBody(references: string[], flags: number[]): Buffer {
  const parts: Buffer[] = [Buffer.from('BAM\x01', 'latin1')];
  const text = Buffer.from('@HD\tVN:1.6\n');
  parts.push(int32(text.length), text, int32(references.length));
  for (const name of references) {
    const bytes = Buffer.from(`${name}\0`);
    parts.push(int32(bytes.length), bytes, int32(1000));
  }
  flags.forEach((flag, i) => {
    const name = Buffer.from(`r${i}\0`);
    const fixed = Buffer.alloc(32);
    fixed.writeInt32LE(flag & 4 ? -1 : 0, 0);
    fixed.writeUInt8(name.length, 8);
    fixed.writeUInt16LE(flag, 14);
    const body = Buffer.concat([fixed, name]);
    parts.push(int32(body.length), body);
  });
  return Buffer.concat(parts);
}
function int32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeInt32LE(n);
  return b;
}

describe('BAM', () => {
  it('counts records and the mapped ones without decoding them', () => {
    expect(read(createBamReader, bamBody(['chr1', 'chr2'], [0, 4, 16, 0x904]))).toEqual({
      readCount: 4,
      mappedCount: 2,
      referenceCount: 2,
    });
    expect(read(createBamReader, bamBody([], []))).toEqual({ readCount: 0, mappedCount: 0, referenceCount: 0 });
  });

  it('refuses what is not BAM, and a truncated file', () => {
    expect(() => read(createBamReader, gzipSync('text'))).toThrow(FormatError);
    const whole = bamBody(['chr1'], [0, 0]);
    expect(() => read(createBamReader, whole.subarray(0, whole.length - 3))).toThrow(FormatError);
  });
});

describe('detailReaderFor', () => {
  it('follows the file type; text types get the lines reader, others none', () => {
    expect(['fasta', 'fastq', 'bam', 'vcf', 'xls_txt', 'txt', 'gff', 'png', 'pdf', ''].map(detailReaderFor)).toEqual([
      'fasta',
      'fastq',
      'bam',
      'vcf',
      'lines',
      'lines',
      'lines',
      null,
      null,
      null,
    ]);
  });
});
