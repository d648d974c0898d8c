import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkflowDetailResponse, workflowInputResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { appsKeys } from './apps-keys';

export type RerunInputs = ReturnType<(typeof workflowInputResponseSchema)['parse']>['fileList'];

/** What a re-run starts from: the earlier compute job (name, app, params) and the files it read. */
export interface RerunSource {
  job: WorkflowDetailResponse;
  inputs: RerunInputs;
}

/** GET /api/v1/workflows/:workflowId and its /input. */
export async function getRerunSource(workflowId: string, signal?: AbortSignal): Promise<RerunSource> {
  const path = `/api/v1/workflows/${encodeURIComponent(workflowId)}`;
  const [job, input] = await Promise.all([
    api.get<WorkflowDetailResponse>(path, { signal }),
    api.get<{ fileList: RerunInputs }>(`${path}/input`, { signal }),
  ]);
  return { job, inputs: input.fileList };
}

export const rerunSourceQueryOptions = (workflowId: string) =>
  queryOptions({
    queryKey: [...appsKeys.rerun, workflowId],
    queryFn: ({ signal }) => getRerunSource(workflowId, signal),
    // What a job ran with never changes; one fetch per page visit is enough.
    staleTime: Infinity,
  });

export function useRerunSource(workflowId: string | null) {
  return useQuery({ ...rerunSourceQueryOptions(workflowId ?? ''), enabled: workflowId !== null });
}
