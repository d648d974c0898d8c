import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SAMPLE_IO_API, type SampleTemplate, type SampleType } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { sampleKeys } from '../api/sample-keys';

/** GET getSampleTemplate: the caller's own sample templates, newest first. */
export const sampleTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: [...sampleKeys.all, 'templates'],
    queryFn: ({ signal }) => api.get<SampleTemplate[]>(`${SAMPLE_IO_API}/getSampleTemplate`, { signal }),
  });

export function useSampleTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sampleTemplatesQueryOptions(), enabled });
}

function useTemplatesMutation<V, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: sampleTemplatesQueryOptions().queryKey }),
  });
}

/** POST saveSampleTemplate: a sheet's rows kept under a name (the same name replaces the older template). */
export const useSaveSampleTemplate = () =>
  useTemplatesMutation((body: { sampleTempleName: string; sampleType: SampleType; sampleId: string }) =>
    api.post<SampleTemplate>(`${SAMPLE_IO_API}/saveSampleTemplate`, body),
  );

/** DELETE deleteSampleTemplate. */
export const useDeleteSampleTemplate = () =>
  useTemplatesMutation((templateId: string) =>
    api.delete<object>(`${SAMPLE_IO_API}/deleteSampleTemplate`, { query: { templateId } }),
  );
