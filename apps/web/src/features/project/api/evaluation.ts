import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EvaluationInfoResponse, SaveEvaluationRequest, SaveEvaluationResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { projectKeys, projectPath } from './project-keys';

/** GET /api/v1/projects/:projectBaseId/evaluation: the stages still to evaluate and the answers given. */
export const evaluationQueryOptions = (projectBaseId: string) =>
  queryOptions({
    queryKey: projectKeys.part(projectBaseId, 'evaluation'),
    queryFn: ({ signal }) => api.get<EvaluationInfoResponse>(projectPath(projectBaseId, 'evaluation'), { signal }),
  });

export function useEvaluation(projectBaseId: string) {
  return useQuery(evaluationQueryOptions(projectBaseId));
}

/** POST /modules/api/v5/newProject/saveEvaInfo (the spec's path): one or more stages' answers. */
export function useSaveEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveEvaluationRequest) =>
      api.post<SaveEvaluationResponse>('/modules/api/v5/newProject/saveEvaInfo', body),
    onSuccess: (_data, { projectBaseId }) =>
      queryClient.invalidateQueries({ queryKey: evaluationQueryOptions(projectBaseId).queryKey }),
  });
}
