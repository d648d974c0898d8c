import { describe, expect, it } from 'vitest';
import { opensInGenomeViewer, resultPreviewKind } from './result-kind';

describe('resultPreviewKind', () => {
  it('opens every result an app writes: text and trees paged, figures as images, reports as HTML', () => {
    expect(resultPreviewKind({ fileType: 'xls_txt' })).toBe('text');
    expect(resultPreviewKind({ fileType: 'nwk' })).toBe('text');
    expect(resultPreviewKind({ fileType: 'svg' })).toBe('image');
    expect(resultPreviewKind({ fileType: 'html' })).toBe('html');
    expect(resultPreviewKind({ fileType: ' HTML ' })).toBe('html');
  });

  it('opens alignments in the genome viewer, and leaves folders and other binary files to the download', () => {
    expect(resultPreviewKind({ fileType: 'bam' })).toBe('genome');
    expect(resultPreviewKind({ fileType: 'cram' })).toBe('genome');
    expect(resultPreviewKind({ fileType: 'folder' })).toBeNull();
    expect(resultPreviewKind({ fileType: 'gz' })).toBeNull();
  });

  it('offers the genome viewer for every genome type, beside the text preview of VCF, BED and FASTA', () => {
    for (const fileType of ['vcf', 'bed', 'fasta', 'bam', 'cram', ' VCF ']) {
      expect(opensInGenomeViewer({ fileType })).toBe(true);
    }
    expect(resultPreviewKind({ fileType: 'vcf' })).toBe('text');
    for (const fileType of ['txt', 'gz', 'folder']) expect(opensInGenomeViewer({ fileType })).toBe(false);
  });
});
