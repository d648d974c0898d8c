import { useMutation } from '@tanstack/react-query';
import type { ExampleTaskRequest, SubmitTaskRequest } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

export interface SubmitAppInput {
  softwareId: string;
  body: SubmitTaskRequest;
}

/** POST /api/v1/software/:softwareId/submit of an app: starts a compute job; answers its id. */
export function submitApp({ softwareId, body }: SubmitAppInput): Promise<{ workflowId: string }> {
  return api.post<{ workflowId: string }>(`/api/v1/software/${encodeURIComponent(softwareId)}/submit`, body);
}

/** The example run, in the project chosen on the form (none: the caller's own space), named in the user's clock. */
export interface ExampleInput {
  softwareId: string;
  projectBaseId: string | undefined;
  jobName: string;
}

/** POST /api/v1/software/:softwareId/example: copies the app's example data and runs it with the defaults. */
export function runAppExample({ softwareId, projectBaseId, jobName }: ExampleInput): Promise<{ workflowId: string }> {
  return api.post<{ workflowId: string }>(`/api/v1/software/${encodeURIComponent(softwareId)}/example`, {
    projectBaseId,
    jobName,
  } satisfies ExampleTaskRequest);
}

export function useSubmitApp() {
  return useMutation({ mutationFn: submitApp });
}

export function useRunAppExample() {
  return useMutation({ mutationFn: runAppExample });
}
