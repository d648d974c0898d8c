import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Locale,
  WorkflowOutputResponse,
  workflowErrorResponseSchema,
  workflowInputResponseSchema,
  workflowParamsResponseSchema,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { workflowKeys, workflowPath } from './workflow-keys';

/*
 * The detail tabs (shared/API.md): GET /api/v1/workflows/:workflowId/input, /params, /output and /error. Labels and
 * messages come in the request's locale, so the locale is part of each key.
 */

export type WorkflowInput = Parsed<typeof workflowInputResponseSchema>;
export type WorkflowParams = Parsed<typeof workflowParamsResponseSchema>;
export type WorkflowError = Parsed<typeof workflowErrorResponseSchema>;

interface Tabs {
  input: WorkflowInput;
  params: WorkflowParams;
  output: WorkflowOutputResponse;
  error: WorkflowError;
}
type TabName = keyof Tabs;

export function getWorkflowTab<T extends TabName>(workflowId: string, tab: T, signal?: AbortSignal): Promise<Tabs[T]> {
  return api.get<Tabs[T]>(`${workflowPath(workflowId)}/${tab}`, { signal });
}

export const workflowTabQueryOptions = <T extends TabName>(locale: Locale, workflowId: string, tab: T) =>
  queryOptions({
    queryKey: [...workflowKeys.job(workflowId), tab, locale],
    queryFn: ({ signal }) => getWorkflowTab(workflowId, tab, signal),
  });

export function useWorkflowTab<T extends TabName>(locale: Locale, workflowId: string, tab: T) {
  return useQuery(workflowTabQueryOptions(locale, workflowId, tab));
}
