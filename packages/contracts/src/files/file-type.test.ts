import { describe, expect, it } from 'vitest';
import { fileTypeFromName, inlineMediaType, isGzipName, isTextPreviewableFileType } from './file-type';

describe('fileTypeFromName', () => {
  it.each([
    ['reads.fastq.gz', 'fastq'],
    ['reads_1.fq', 'fastq'],
    ['genome.fa', 'fasta'],
    ['genome.FASTA.bgz', 'fasta'],
    ['genes.gtf', 'gff'],
    ['counts.tsv', 'xls_txt'],
    ['calls.vcf.gz', 'vcf'],
    ['map.desity', 'density'],
    ['aln.bam', 'bam'],
    ['photo.JPEG', 'jpg'],
    ['README', ''],
    ['archive.gz', ''],
  ])('types %s as %j', (name, type) => {
    expect(fileTypeFromName(name)).toBe(type);
  });
});

describe('previewable types', () => {
  it("are the spec's text types, FASTQ and Newick trees", () => {
    for (const type of ['txt', 'fasta', 'vcf', 'xls_txt', 'density', 'fastq', 'nwk']) {
      expect(isTextPreviewableFileType(type)).toBe(true);
    }
    for (const type of ['bam', 'png', 'pdf', '', 'folder']) expect(isTextPreviewableFileType(type)).toBe(false);
  });

  it('recognise gzip names', () => {
    expect(isGzipName('x.vcf.gz')).toBe(true);
    expect(isGzipName('x.bgz')).toBe(true);
    expect(isGzipName('x.gzip')).toBe(false);
  });
});

describe('inlineMediaType', () => {
  it('gives images and PDF their media type, nothing else', () => {
    expect(inlineMediaType('png')).toBe('image/png');
    expect(inlineMediaType('jpg')).toBe('image/jpeg');
    expect(inlineMediaType('pdf')).toBe('application/pdf');
    expect(inlineMediaType('html')).toBeNull();
    expect(inlineMediaType('constructor')).toBeNull();
  });
});
