import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToolCustomRequestBody, toolCustomCreatedResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';

type Created = Parsed<typeof toolCustomCreatedResponseSchema>;

/** POST /api/v1/software/:softwareId/custom-requests: a request for a customized version of the tool. */
export function useRequestToolCustom(softwareId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ToolCustomRequestBody) =>
      api.post<Created>(`/api/v1/software/${encodeURIComponent(softwareId)}/custom-requests`, body),
    // A project may have been made for it and its requests changed: lists cached by other features (project
    // lists, the tool forms' project field, the custom requests) are stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
