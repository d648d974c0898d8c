import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConstructionType,
  ContractInformation,
  SampleInformation,
  SampleType,
  SaveSampleInformationInput,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { sampleKeys, SAMPLE_INFORMATION_API } from './sample-keys';

/** GET getSampleInformationById: the sheet with its flags and rows. */
export const sampleInformationQueryOptions = (sampleId: string) =>
  queryOptions({
    queryKey: sampleKeys.part(sampleId, 'information'),
    queryFn: ({ signal }) =>
      api.get<SampleInformation>(`${SAMPLE_INFORMATION_API}/getSampleInformationById`, { query: { sampleId }, signal }),
  });

export function useSampleInformation(sampleId: string) {
  return useQuery(sampleInformationQueryOptions(sampleId));
}

/** GET getSalesForceInfo: the contract information a new sheet starts from. */
export function useSalesForceInfo(enabled: boolean) {
  return useQuery({
    queryKey: [...sampleKeys.all, 'salesForceInfo'],
    queryFn: ({ signal }) => api.get<ContractInformation>(`${SAMPLE_INFORMATION_API}/getSalesForceInfo`, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** POST getConstructionType: the library types a kind of sample allows. */
export function useConstructionTypes(sampleType: SampleType) {
  return useQuery({
    queryKey: [...sampleKeys.all, 'constructionTypes', sampleType],
    queryFn: ({ signal }) =>
      api.post<{ constructionTypes: ConstructionType[] }>(
        `${SAMPLE_INFORMATION_API}/getConstructionType`,
        { sampleType },
        { signal },
      ),
    staleTime: Infinity,
  });
}

/** The sheet as sent: defaults may be left out, rtnSample empty (the server makes it code_1). */
export type SaveSampleInformationBody = SaveSampleInformationInput & { sampleId: string; isSubmit: boolean };

/** POST saveSampleInformation (and submit, with isSubmit). */
export function useSaveSampleInformation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSampleInformationBody) =>
      api.post<SampleInformation>(`${SAMPLE_INFORMATION_API}/saveSampleInformation`, body),
    onSuccess: (_answer, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: sampleKeys.sample(body.sampleId) }),
        client.invalidateQueries({ queryKey: sampleKeys.lists }),
      ]),
  });
}
