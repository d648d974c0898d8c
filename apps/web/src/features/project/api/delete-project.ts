import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { deleteProjectRequestSchema, deleteProjectResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { projectKeys, projectPath } from './project-keys';

export type DeleteProjectRequest = Parsed<typeof deleteProjectRequestSchema>;
export type DeleteProjectResponse = Parsed<typeof deleteProjectResponseSchema>;

/** DELETE /api/v1/projects/:projectBaseId with the caller's password and what becomes of the data and the jobs. */
export function deleteProject({ projectBaseId, ...body }: DeleteProjectRequest & { projectBaseId: string }) {
  return api.delete<DeleteProjectResponse>(projectPath(projectBaseId), { body });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_data, { projectBaseId }) => {
      queryClient.removeQueries({ queryKey: projectKeys.project(projectBaseId) });
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists });
    },
  });
}
