import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  createProjectRequestSchema,
  createProjectResponseSchema,
  editProjectRequestSchema,
  Project,
  staffCreateProjectRequestSchema,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { projectKeys, projectPath } from './project-keys';

export type CreateProjectRequest = Parsed<typeof createProjectRequestSchema>;
export type StaffCreateProjectRequest = Parsed<typeof staffCreateProjectRequestSchema>;
export type EditProjectRequest = Parsed<typeof editProjectRequestSchema>;
type CreateProjectResponse = Parsed<typeof createProjectResponseSchema>;

/** POST /api/v1/projects (the caller's own project) or /api/v1/projects/staff (staff, for a customer). */
export function createProject(request: CreateProjectRequest | StaffCreateProjectRequest) {
  const path = 'ownerUsername' in request ? '/api/v1/projects/staff' : '/api/v1/projects';
  return api.post<CreateProjectResponse>(path, request);
}

/** POST /api/v1/projects/:projectBaseId/edit. */
export function editProject({ projectBaseId, ...request }: EditProjectRequest & { projectBaseId: string }) {
  return api.post<Project>(projectPath(projectBaseId, 'edit'), request);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists }),
  });
}

export function useEditProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProject,
    onSuccess: (_data, { projectBaseId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.lists }),
        queryClient.invalidateQueries({ queryKey: projectKeys.project(projectBaseId) }),
      ]),
  });
}
