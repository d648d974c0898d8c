import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, taskEventsResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { taskKeys, taskPath } from './task-keys';

export type TaskEvents = Parsed<typeof taskEventsResponseSchema>;

/** GET /api/v1/tasks/:jobId/events: the job's timeline, its texts in the request's locale. */
export function getTaskEvents(jobId: string, signal?: AbortSignal): Promise<TaskEvents> {
  return api.get<TaskEvents>(`${taskPath(jobId)}/events`, { signal });
}

export const taskEventsQueryOptions = (locale: Locale, jobId: string) =>
  queryOptions({
    queryKey: [...taskKeys.job(jobId), 'events', locale],
    queryFn: ({ signal }) => getTaskEvents(jobId, signal),
  });

export function useTaskEvents(locale: Locale, jobId: string) {
  return useQuery(taskEventsQueryOptions(locale, jobId));
}
