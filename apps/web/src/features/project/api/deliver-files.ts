import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { uploadResponseSchema } from '@biocloud/contracts';
import { postForm } from '../../../shared/api/post-form';
import type { Parsed } from '../../../shared/api/parsed';
import { projectKeys, projectPath } from './project-keys';

/**
 * POST /api/v1/projects/:projectBaseId/deliver/upload (staff): files into the project's data root; the customers are
 * told. The project data table's queries belong to the files area and reload on their own when opened.
 */
export function useDeliverFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectBaseId, files }: { projectBaseId: string; files: readonly File[] }) =>
      postForm<Parsed<typeof uploadResponseSchema>>(
        projectPath(projectBaseId, 'deliver', 'upload'),
        files.map((file) => ['file', file] as const),
      ),
    onSuccess: (_data, { projectBaseId }) =>
      queryClient.invalidateQueries({ queryKey: projectKeys.project(projectBaseId) }),
  });
}
