import { describe, expect, it } from 'vitest';
import { parseBamHeader, recordsInCoordinateOrder } from './bam-header';
import { contigLengthMismatch, contigsNotIn, fastaContigReader, samContigs, vcfContigs } from './contigs';
import { fastaAlphabet, sniffFormat } from './sniff-format';
import { bamBytes } from './test-bam';

const text = (s: string) => Buffer.from(s, 'latin1');

describe('sniffFormat', () => {
  it('tells the formats apart by their first lines', () => {
    expect(sniffFormat(text('>s1 x\nACGT\n'))).toBe('fasta');
    expect(sniffFormat(text('@r1\nACGT\n+\nIIII\n'))).toBe('fastq');
    expect(sniffFormat(text('##fileformat=VCFv4.2\n#CHROM\tPOS\n'))).toBe('vcf');
    expect(sniffFormat(text('@HD\tVN:1.6\n'))).toBe('sam');
    expect(sniffFormat(bamBytes({ contigs: [] }))).toBe('bam');
    expect(sniffFormat(Buffer.from([0x1f, 0x8b, 8, 0]))).toBe('gzip');
    expect(sniffFormat(Buffer.from([1, 2, 0, 4]))).toBe('binary');
    expect(sniffFormat(text('chr1\t1\t10\n'))).toBe('text');
  });

  it('finds nothing in an empty or blank file', () => {
    expect(sniffFormat(Buffer.alloc(0))).toBe('empty');
    expect(sniffFormat(text('\n\r\n  \n'))).toBe('empty');
  });

  it('reads CRLF files as their LF form', () => {
    expect(sniffFormat(text('@r1\r\nACGT\r\n+\r\nIIII\r\n'))).toBe('fastq');
  });

  it('takes a FASTQ whose first read is empty (fastp’s test data), still not FASTA named .fastq', () => {
    expect(sniffFormat(text('@r0 1:A:0\n\n+\n\n@r1\nACGT\n+\nIIII\n'))).toBe('fastq');
    expect(sniffFormat(text('\n@r1\nACGT\n+\nIIII\n'))).toBe('fastq');
    expect(sniffFormat(text('@r1\nACGT\n@r2\nACGT\n'))).toBe('text');
  });
});

describe('fastaAlphabet', () => {
  it('tells nucleotide (DNA, RNA, IUPAC codes, gaps) from protein', () => {
    expect(fastaAlphabet(text('>a\nACGTNNacgu--RY\n'))).toBe('nucleotide');
    expect(fastaAlphabet(text('>p\nMNGTEGPNFYVPFSNKTGVVRSPFEAPQYYLAEPWQ*\n'))).toBe('protein');
    expect(fastaAlphabet(text('>only a name\n'))).toBeNull();
  });
});

describe('parseBamHeader and the record order', () => {
  const contigs = [
    { name: 'chr1', length: 1000 },
    { name: 'chr2', length: 500 },
  ];

  it('reads the sort order and the contigs, and waits for more bytes when the header is cut', () => {
    const bytes = bamBytes({ sortOrder: 'queryname', contigs });
    expect(parseBamHeader(bytes)).toMatchObject({ sortOrder: 'queryname', contigs });
    expect(parseBamHeader(bytes.subarray(0, bytes.length - 3))).toBeNull();
    expect(() => parseBamHeader(text('not a bam'))).toThrow();
  });

  it('judges records by refID then pos, unmapped ones last', () => {
    const ordered = bamBytes({
      contigs,
      records: [
        [0, 5],
        [0, 9],
        [1, 2],
        [-1, -1],
      ],
    });
    const shuffled = bamBytes({
      contigs,
      records: [
        [1, 2],
        [0, 5],
      ],
    });
    const backwards = bamBytes({
      contigs,
      records: [
        [0, 9],
        [0, 5],
      ],
    });
    const start = (b: Buffer) => parseBamHeader(b)!.recordsStart;
    expect(recordsInCoordinateOrder(ordered, start(ordered))).toBe(true);
    expect(recordsInCoordinateOrder(shuffled, start(shuffled))).toBe(false);
    expect(recordsInCoordinateOrder(backwards, start(backwards))).toBe(false);
  });
});

describe('contigs', () => {
  it('reads FASTA names and lengths across chunk boundaries, CRLF and wrapped lines included', () => {
    const reader = fastaContigReader();
    const fasta = '>chr1 the first\r\nACGT\r\nAC\r\n>chr2\nGGGGG\n';
    for (let i = 0; i < fasta.length; i += 3) reader.push(text(fasta.slice(i, i + 3)));
    expect(reader.finish()).toEqual([
      { name: 'chr1', length: 6 },
      { name: 'chr2', length: 5 },
    ]);
  });

  it('takes a VCF head’s ##contig lines, or else the CHROM of its records', () => {
    expect(vcfContigs('##fileformat=VCFv4.2\n##contig=<ID=17,length=4200>\n#CHROM\n')).toEqual([
      { name: '17', length: 4200 },
    ]);
    expect(vcfContigs('#CHROM\tPOS\nchr1\t5\nchr1\t9\nchr2\t1\n')).toEqual([
      { name: 'chr1', length: -1 },
      { name: 'chr2', length: -1 },
    ]);
  });

  it('reads the @SQ lines of a SAM head', () => {
    expect(samContigs('@HD\tVN:1.6\n@SQ\tSN:chr1\tLN:1000\r\n@SQ\tSN:chrM\tLN:16569\nr1\t0\tchr1\n')).toEqual([
      { name: 'chr1', length: 1000 },
      { name: 'chrM', length: 16569 },
    ]);
  });

  it('refuses another genome by its names, not a region of a contig or part of the contigs', () => {
    const reference = [
      { name: 'chr1', length: 1000 },
      { name: 'chr2', length: 500 },
    ];
    expect(contigsNotIn([{ name: '17', length: 4200 }], reference)).toEqual(['17']);
    expect(contigsNotIn([{ name: 'chr1', length: 248_956_422 }], reference)).toEqual([]);
    expect(
      contigsNotIn(
        [
          { name: 'chr1', length: 1000 },
          { name: 'chrM', length: 16569 },
        ],
        reference,
      ),
    ).toEqual([]);
    expect(contigsNotIn([{ name: 'chr2', length: -1 }], reference)).toEqual([]);
  });

  it('refuses a contig of another length, naming both, unless the reference declares itself a region of it', () => {
    const hg38 = [
      { name: 'chr1', length: 248_956_422 },
      { name: 'chrM', length: 16_569 },
    ];
    const hg19Bam = [
      { name: 'chr1', length: 249_250_621 },
      { name: 'chrM', length: 16_571 },
    ];
    expect(contigLengthMismatch(hg19Bam, hg38)).toEqual({
      contig: 'chr1',
      fileLength: 249_250_621,
      referenceLength: 248_956_422,
    });
    expect(contigLengthMismatch(hg38, hg38)).toBeNull();
    // Unknown lengths (a VCF without ##contig lines) and contigs of one side only are not compared.
    expect(
      contigLengthMismatch(
        [
          { name: 'chr1', length: -1 },
          { name: 'chr9', length: 5 },
        ],
        hg38,
      ),
    ).toBeNull();
    // The samtools/bcftools test data: `>17 17:1-4200` against BAMs that declare the whole 81 Mb chr17.
    const region = fastaContigReader();
    region.push(Buffer.from(`>17 17:1-4200\n${'A'.repeat(4200)}\n>18 18:1-10\nACGT\n`));
    const [chr17, chr18] = region.finish();
    expect(chr17).toEqual({ name: '17', length: 4200, region: { start: 1, end: 4200 } });
    expect(contigLengthMismatch([{ name: '17', length: 81_195_210 }], [chr17!])).toBeNull();
    // A region no longer than what it says, within the contig.
    expect(contigLengthMismatch([{ name: '18', length: 78_077_248 }], [chr18!])?.contig).toBe('18');
    expect(contigLengthMismatch([{ name: '17', length: 4000 }], [chr17!])?.referenceLength).toBe(4200);
  });
});
