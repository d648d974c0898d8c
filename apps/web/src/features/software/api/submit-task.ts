import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExampleTaskRequest, SubmitTaskRequest } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

export interface SubmitTaskInput {
  softwareId: string;
  body: SubmitTaskRequest;
}

/** POST /api/v1/software/:softwareId/submit: starts a task job; answers its id. */
export function submitTask({ softwareId, body }: SubmitTaskInput): Promise<{ jobId: string }> {
  return api.post<{ jobId: string }>(`/api/v1/software/${encodeURIComponent(softwareId)}/submit`, body);
}

/** The example run, in the project chosen on the form (none: the caller's own space), named in the user's clock. */
export interface ExampleInput {
  softwareId: string;
  projectBaseId: string | undefined;
  jobName: string;
}

/** POST /api/v1/software/:softwareId/example: copies the tool's example inputs and runs it with default params. */
export function runExample({ softwareId, projectBaseId, jobName }: ExampleInput): Promise<{ jobId: string }> {
  return api.post<{ jobId: string }>(`/api/v1/software/${encodeURIComponent(softwareId)}/example`, {
    projectBaseId,
    jobName,
  } satisfies ExampleTaskRequest);
}

/** Refusals are shown on the form by the page; lost logins and server failures reach the app's one handler. */
export function useSubmitTask() {
  const queryClient = useQueryClient();
  // A priced run holds beans: the cost line's balance is read again.
  return useMutation({
    mutationFn: submitTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['beans'] }),
  });
}

export function useRunExample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runExample,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['beans'] }),
  });
}
