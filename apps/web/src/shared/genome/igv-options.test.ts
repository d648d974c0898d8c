import { describe, expect, it } from 'vitest';
import type { GenomeTrack } from '@biocloud/contracts';
import { igvOptions } from './igv-options';

const track = (type: GenomeTrack['type'], extra: Partial<GenomeTrack> = {}): GenomeTrack => ({
  fileUuid: `${type}-uuid`,
  name: `x.${type}`,
  type,
  dataUrl: `/d/${type}`,
  indexUrl: `/i/${type}`,
  gziUrl: null,
  ...extra,
});

describe('igvOptions', () => {
  it('shows a BAM as an alignment track over the chosen reference', () => {
    expect(igvOptions(track('bam'), track('fasta'), 'chr1:1-100')).toEqual({
      reference: { id: 'x.fasta', name: 'x.fasta', fastaURL: '/d/fasta', indexURL: '/i/fasta' },
      tracks: [{ type: 'alignment', format: 'bam', name: 'x.bam', url: '/d/bam', indexURL: '/i/bam' }],
      locus: 'chr1:1-100',
    });
  });

  it('needs a reference for anything but a FASTA, which is its own', () => {
    expect(igvOptions(track('vcf'), null)).toBeNull();
    const fasta = igvOptions(track('fasta', { gziUrl: '/g' }), null);
    expect(fasta).toEqual({
      reference: {
        id: 'x.fasta',
        name: 'x.fasta',
        fastaURL: '/d/fasta',
        indexURL: '/i/fasta',
        compressedIndexURL: '/g',
      },
      tracks: [],
    });
  });

  it('reads VCF as variants and BED as annotations', () => {
    expect(igvOptions(track('vcf'), track('fasta'))?.tracks[0]?.type).toBe('variant');
    expect(igvOptions(track('bed'), track('fasta'))?.tracks[0]?.type).toBe('annotation');
  });
});
