import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgressType, progressReadResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { projectKeys, projectPath } from './project-keys';

type ReadResponse = Parsed<typeof progressReadResponseSchema>;

/** POST /api/v1/projects/:projectBaseId/progress/read: the view's stages count as read by the caller. */
export function markProgressRead({ projectBaseId, type }: { projectBaseId: string; type: ProgressType }) {
  return api.post<ReadResponse>(projectPath(projectBaseId, 'progress', 'read'), { type });
}

export function useMarkProgressRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markProgressRead,
    // The unread marks of the timeline and of the project header, and the header badge's count of messages.
    onSuccess: (_data, { projectBaseId }) =>
      queryClient.invalidateQueries({ queryKey: projectKeys.project(projectBaseId) }),
  });
}
