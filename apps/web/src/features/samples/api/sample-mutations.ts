import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogisticsCompany, Sample, SampleDetailResponse, SampleStatus, SampleType } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { sampleKeys, samplePath, SAMPLES_API } from './sample-keys';

/*
 * The sample's changes: create, edit, delete, send, move and the staff's project link. Each reloads the lists and
 * the sample's own queries.
 */

function useSampleMutation<V extends { sampleId?: string }, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_answer, vars) =>
      Promise.all([
        client.invalidateQueries({ queryKey: sampleKeys.lists }),
        vars.sampleId ? client.invalidateQueries({ queryKey: sampleKeys.sample(vars.sampleId) }) : undefined,
      ]),
  });
}

export interface SampleFields {
  title: string;
  description: string;
  sampleType: SampleType;
}

/** Create; from a template (templateId), the new sheet starts with the template's rows. */
export const useCreateSample = () =>
  useSampleMutation((fields: SampleFields & { templateId?: string; sampleId?: undefined }) =>
    api.post<Sample>(SAMPLES_API, fields),
  );

export const useEditSample = () =>
  useSampleMutation(({ sampleId, ...fields }: SampleFields & { sampleId: string }) =>
    api.post<Sample>(samplePath(sampleId, 'edit'), fields),
  );

/** DELETE deleteSampleInfo (spec 001 §7). */
export const useDeleteSample = () =>
  useSampleMutation(({ sampleId }: { sampleId: string }) =>
    api.delete<{ deleted: true }>(`${SAMPLES_API}/deleteSampleInfo`, { body: { sampleId } }),
  );

/** POST sendSampleInformation (spec 001 §7). */
export const useSendSample = () =>
  useSampleMutation((body: { sampleId: string; courierNumber: string; logisticsCompany: LogisticsCompany }) =>
    api.post<Sample>(`${SAMPLES_API}/sendSampleInformation`, body),
  );

export const useMoveSample = () =>
  useSampleMutation(({ sampleId, to, note }: { sampleId: string; to: SampleStatus; note?: string }) =>
    api.post<Sample>(samplePath(sampleId, 'move'), { to, note: note ?? '' }),
  );

export const useLinkSampleProject = () =>
  useSampleMutation(({ sampleId, projectBaseId }: { sampleId: string; projectBaseId: string | null }) =>
    api.post<SampleDetailResponse>(samplePath(sampleId, 'project'), { projectBaseId }),
  );
