import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  isTaskJobTerminal,
  type MergeFilesRequest,
  type MergeFilesResponse,
  type TaskDetailResponse,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { filesKeys } from './files-keys';

/** POST /api/v1/files/merge: submits the merge job (contracts files/merge.ts). */
export function mergeFiles(request: MergeFilesRequest): Promise<MergeFilesResponse> {
  return api.post<MergeFilesResponse>('/api/v1/files/merge', request);
}

export function useMergeFiles() {
  // Refusals (names, types) are shown in the dialog's form; a lost login still reaches the app's handler.
  return useMutation({ mutationFn: mergeFiles });
}

/** How often the merge job is asked about while it runs. */
const JOB_POLL_MS = 1000;

/** The merge job's state, asked again until it has ended. */
export const mergeJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: [...filesKeys.all, 'merge-job', jobId],
    queryFn: ({ signal }) => api.get<TaskDetailResponse>(`/api/v1/tasks/${jobId}`, { signal }),
    refetchInterval: (query) => (query.state.data && isTaskJobTerminal(query.state.data.status) ? false : JOB_POLL_MS),
  });

export function useMergeJob(jobId: string | null) {
  return useQuery({ ...mergeJobQueryOptions(jobId ?? ''), enabled: jobId !== null });
}
