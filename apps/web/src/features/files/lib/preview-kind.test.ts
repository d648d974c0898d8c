import { describe, expect, it } from 'vitest';
import { previewKindOf, tableDelimiterOf } from './preview-kind';

const file = (type: string, isFolder = false) => ({ type, isFolder });

describe('preview kind', () => {
  it('opens tables as a grid and the spec text types as text', () => {
    expect(previewKindOf(file('xls_txt'))).toBe('table');
    for (const type of ['txt', 'fasta', 'vcf', 'sam', 'bed', 'gff', 'fastq', 'desity']) {
      expect(previewKindOf(file(type))).toBe('text');
    }
  });

  it('shows images in the overlay and PDF inline', () => {
    expect(previewKindOf(file('png'))).toBe('image');
    expect(previewKindOf(file('jpg'))).toBe('image');
    expect(previewKindOf(file('pdf'))).toBe('pdf');
  });

  it('previews neither folders nor binary types', () => {
    expect(previewKindOf(file('folder', true))).toBeNull();
    expect(previewKindOf(file('bam'))).toBeNull();
    expect(previewKindOf(file(''))).toBeNull();
  });

  it('splits CSV on commas and other tables on tabs', () => {
    expect(tableDelimiterOf('counts.csv')).toBe(',');
    expect(tableDelimiterOf('counts.csv.gz')).toBe(',');
    expect(tableDelimiterOf('counts.tsv')).toBe('\t');
    expect(tableDelimiterOf('matrix.xls_txt')).toBe('\t');
  });
});
