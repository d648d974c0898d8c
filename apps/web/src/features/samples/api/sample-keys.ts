/*
 * Query key roots of the sample pages. A sample's own queries share `sample(id)`, so a move, a send or a saved sheet
 * reloads its detail, timeline and sheet in one call; every page of both lists shares `lists`.
 */
export const sampleKeys = {
  all: ['samples'] as const,
  lists: ['samples', 'list'] as const,
  sample: (sampleId: string) => ['samples', 'one', sampleId] as const,
  part: (sampleId: string, part: string) => ['samples', 'one', sampleId, part] as const,
};

export const SAMPLES_API = '/api/v1/samples';
export const SAMPLE_INFORMATION_API = '/api/v1/sampleInformation';

/** /api/v1/samples/:sampleId followed by `rest`. */
export const samplePath = (sampleId: string, ...rest: readonly string[]) =>
  [SAMPLES_API, encodeURIComponent(sampleId), ...rest].join('/');
