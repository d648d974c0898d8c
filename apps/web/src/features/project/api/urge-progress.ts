import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgressType, urgeStateSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { projectKeys, projectPath } from './project-keys';

export type UrgeState = Parsed<typeof urgeStateSchema>;

/** GET /api/v1/projects/:projectBaseId/progress/urge?type=: whether the caller may urge this view now. */
export const urgeStateQueryOptions = (projectBaseId: string, type: ProgressType) =>
  queryOptions({
    queryKey: projectKeys.part(projectBaseId, 'urge', type),
    queryFn: ({ signal }) =>
      api.get<UrgeState>(projectPath(projectBaseId, 'progress', 'urge'), { query: { type }, signal }),
  });

export function useUrgeState(projectBaseId: string, type: ProgressType) {
  return useQuery(urgeStateQueryOptions(projectBaseId, type));
}

export interface UrgeInput {
  projectBaseId: string;
  type: ProgressType;
  content: string;
}

/** POST /api/v1/projects/:projectBaseId/progress/urge: asks staff about the view's progress (rate-limited). */
export function urgeProgress({ projectBaseId, type, content }: UrgeInput) {
  return api.post<UrgeState>(projectPath(projectBaseId, 'progress', 'urge'), { type, content });
}

export function useUrgeProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: urgeProgress,
    // A refusal (too soon) also means the shown state is out of date.
    onSettled: (_data, _error, { projectBaseId, type }) =>
      queryClient.invalidateQueries({ queryKey: projectKeys.part(projectBaseId, 'urge', type) }),
  });
}
