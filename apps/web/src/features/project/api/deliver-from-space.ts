import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { deliverResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { projectKeys, projectPath } from './project-keys';

/**
 * The data table's list queries (the files area's `filesKeys.lists`): a delivery changes the project data table on
 * screen and the staff's own folder, so both reload. Features do not import one another; the key is the contract.
 */
const DATA_TABLE_LISTS = ['files', 'list'] as const;

export interface DeliverFromSpaceInput {
  projectBaseId: string;
  sourceFileUuids: string[];
  /** A folder of the project's data; its root when absent. */
  targetFolderUuid?: string;
}

/**
 * POST /api/v1/projects/:projectBaseId/deliver with mode move (staff): files of the staff's own space go into the
 * project's data and leave their space; the customers are told.
 */
export function deliverFromSpace({ projectBaseId, ...body }: DeliverFromSpaceInput) {
  return api.post<Parsed<typeof deliverResponseSchema>>(projectPath(projectBaseId, 'deliver'), {
    ...body,
    mode: 'move',
  });
}

export function useDeliverFromSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverFromSpace,
    onSuccess: (_data, { projectBaseId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DATA_TABLE_LISTS }),
        queryClient.invalidateQueries({ queryKey: projectKeys.project(projectBaseId) }),
      ]),
  });
}
