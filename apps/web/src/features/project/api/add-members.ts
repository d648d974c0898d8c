import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { membersResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { projectKeys, projectPath } from './project-keys';

type MembersResponse = Parsed<typeof membersResponseSchema>;

/** POST /api/v1/projects/:projectBaseId/members (staff): adds users by username or e-mail. */
export function addMembers({ projectBaseId, usernames }: { projectBaseId: string; usernames: string[] }) {
  return api.post<MembersResponse>(projectPath(projectBaseId, 'members'), { usernames });
}

export function useAddMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMembers,
    onSuccess: (_data, { projectBaseId }) =>
      queryClient.invalidateQueries({ queryKey: projectKeys.project(projectBaseId) }),
  });
}
