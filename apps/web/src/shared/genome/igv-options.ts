import { GENOME_TRACK_KINDS, type GenomeTrack } from '@biocloud/contracts';

/*
 * The igv.js browser options for one opened file against a reference (both as the server answered them), kept apart
 * from igv itself so the shape is tested without loading it. A FASTA opened on its own is the reference.
 */

export interface IgvReference {
  id: string;
  name: string;
  fastaURL: string;
  indexURL: string;
  /** igv.js reads a bgzip FASTA's block offsets from here (not in its typings). */
  compressedIndexURL?: string;
}

export interface IgvTrack {
  type: 'alignment' | 'variant' | 'annotation';
  format: string;
  name: string;
  url: string;
  indexURL: string;
}

export interface IgvOptions {
  reference: IgvReference;
  tracks: IgvTrack[];
  locus?: string;
}

export function igvReference(track: GenomeTrack): IgvReference {
  return {
    id: track.name,
    name: track.name,
    fastaURL: track.dataUrl,
    indexURL: track.indexUrl,
    ...(track.gziUrl && { compressedIndexURL: track.gziUrl }),
  };
}

/** Options for `file` over `reference`; a FASTA file is shown as the reference itself. */
export function igvOptions(file: GenomeTrack, reference: GenomeTrack | null, locus?: string): IgvOptions | null {
  const kind = GENOME_TRACK_KINDS[file.type];
  if (kind === 'sequence') return { reference: igvReference(file), tracks: [], ...(locus && { locus }) };
  if (!reference) return null;
  const track: IgvTrack = {
    type: kind,
    format: file.type,
    name: file.name,
    url: file.dataUrl,
    indexURL: file.indexUrl,
  };
  return { reference: igvReference(reference), tracks: [track], ...(locus && { locus }) };
}
