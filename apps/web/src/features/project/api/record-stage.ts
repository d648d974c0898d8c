import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgressResponse, StageKey } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { projectKeys, projectPath } from './project-keys';

export interface RecordStageInput {
  projectBaseId: string;
  stageKey: StageKey;
  note: string;
}

/** POST /api/v1/projects/:projectBaseId/progress/stages (staff): the next stage is done, with a note. */
export function recordStage({ projectBaseId, ...body }: RecordStageInput) {
  return api.post<ProgressResponse>(projectPath(projectBaseId, 'progress', 'stages'), body);
}

export function useRecordStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordStage,
    onSuccess: (_data, { projectBaseId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.project(projectBaseId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.lists }),
      ]),
  });
}
