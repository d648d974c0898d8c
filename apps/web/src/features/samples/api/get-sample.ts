import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SampleDetailResponse, SampleEvent } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { sampleKeys, samplePath, SAMPLE_INFORMATION_API } from './sample-keys';

/** GET /api/v1/samples/:sampleId: the sample, what the caller may do with it, and its linked project. */
export const sampleQueryOptions = (sampleId: string) =>
  queryOptions({
    queryKey: sampleKeys.part(sampleId, 'detail'),
    queryFn: ({ signal }) => api.get<SampleDetailResponse>(samplePath(sampleId), { signal }),
  });

export function useSample(sampleId: string) {
  return useQuery(sampleQueryOptions(sampleId));
}

/** GET getSampleProcess: the timeline, oldest first. */
export const sampleProcessQueryOptions = (sampleId: string) =>
  queryOptions({
    queryKey: sampleKeys.part(sampleId, 'process'),
    queryFn: ({ signal }) =>
      api.get<{ events: SampleEvent[] }>(`${SAMPLE_INFORMATION_API}/getSampleProcess`, { query: { sampleId }, signal }),
  });

export function useSampleProcess(sampleId: string) {
  return useQuery(sampleProcessQueryOptions(sampleId));
}
