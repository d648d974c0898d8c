import { useMutation } from '@tanstack/react-query';
import type { SubmitTaskRequest } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

export interface SubmitAppInput {
  softwareId: string;
  body: SubmitTaskRequest;
}

/** POST /api/v1/software/:softwareId/submit of an app: starts a compute job; answers its id. */
export function submitApp({ softwareId, body }: SubmitAppInput): Promise<{ workflowId: string }> {
  return api.post<{ workflowId: string }>(`/api/v1/software/${encodeURIComponent(softwareId)}/submit`, body);
}

/** POST /api/v1/software/:softwareId/example: copies the app's example data and runs it with the defaults. */
export function runAppExample(softwareId: string): Promise<{ workflowId: string }> {
  return api.post<{ workflowId: string }>(`/api/v1/software/${encodeURIComponent(softwareId)}/example`, {});
}

export function useSubmitApp() {
  return useMutation({ mutationFn: submitApp });
}

export function useRunAppExample() {
  return useMutation({ mutationFn: runAppExample });
}
