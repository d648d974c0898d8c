import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  JobAction,
  Locale,
  projectHasReportResponseSchema,
  projectJobActionResponseSchema,
  projectJobDetailResponseSchema,
  projectJobLogResponseSchema,
  ProjectJobsQuery,
  ProjectJobsResponse,
  taskEventsResponseSchema,
  TaskLogResponse,
  WorkflowOutputResponse,
  workflowParamsResponseSchema,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { loadLogOf, type LogExtent } from '../../../shared/jobs/log-extent';
import { projectKeys, projectPath } from './project-keys';

/*
 * The jobs run in a project (job/c/list, job/t/list and both details): the list, one job, its log and events, and
 * the project variant of the job actions, by workflowNum (the job's id, compute or task alike).
 */

export type ProjectJobDetail = Parsed<typeof projectJobDetailResponseSchema>;
export type ProjectJobLog = Parsed<typeof projectJobLogResponseSchema>;
type EventsResponse = Parsed<typeof taskEventsResponseSchema>;
type ActionResponse = Parsed<typeof projectJobActionResponseSchema>;
type HasReportResponse = Parsed<typeof projectHasReportResponseSchema>;
type WorkflowParams = Parsed<typeof workflowParamsResponseSchema>;

const jobsKey = (projectBaseId: string, ...rest: unknown[]) => projectKeys.part(projectBaseId, 'jobs', ...rest);
const jobPath = (projectBaseId: string, workflowNum: string, ...rest: string[]) =>
  projectPath(projectBaseId, 'jobs', workflowNum, ...rest);

export type ProjectJobsRequest = Partial<ProjectJobsQuery>;

export const projectJobsQueryOptions = (projectBaseId: string, locale: Locale, request: ProjectJobsRequest) =>
  queryOptions({
    queryKey: jobsKey(projectBaseId, 'list', locale, request),
    queryFn: ({ signal }) =>
      api.get<ProjectJobsResponse>(projectPath(projectBaseId, 'jobs'), { query: { ...request }, signal }),
    placeholderData: keepPreviousData,
  });

export function useProjectJobs(projectBaseId: string, locale: Locale, request: ProjectJobsRequest) {
  return useQuery(projectJobsQueryOptions(projectBaseId, locale, request));
}

export function useProjectJob(projectBaseId: string, workflowNum: string, locale: Locale) {
  return useQuery({
    queryKey: jobsKey(projectBaseId, 'one', workflowNum, locale),
    queryFn: ({ signal }) => api.get<ProjectJobDetail>(jobPath(projectBaseId, workflowNum), { signal }),
  });
}

/** loadLog 0: the last part; -1: the whole log (spec 000 §4). */
export function useProjectJobLog(projectBaseId: string, workflowNum: string, loadLog: 0 | -1) {
  return useQuery({
    queryKey: jobsKey(projectBaseId, 'one', workflowNum, 'log', loadLog),
    queryFn: ({ signal }) =>
      api.get<ProjectJobLog>(jobPath(projectBaseId, workflowNum, 'log'), { query: { loadLog }, signal }),
  });
}

/** A task job's log read through the project, in the shape the shared live log follows (task-log-view.tsx). */
export function projectTaskLogQueryOptions(projectBaseId: string, workflowNum: string, extent: LogExtent) {
  return queryOptions({
    queryKey: jobsKey(projectBaseId, 'one', workflowNum, 'task-log', extent),
    queryFn: async ({ signal }): Promise<TaskLogResponse> => {
      const answer = await api.get<ProjectJobLog>(jobPath(projectBaseId, workflowNum, 'log'), {
        query: { loadLog: loadLogOf(extent) },
        signal,
      });
      if (answer.kind !== 'task') throw new Error(`job ${workflowNum} is not a task job`);
      return answer;
    },
    // Live appends keep it current; a refetch on focus would only repeat the tail.
    refetchOnWindowFocus: false,
  });
}

export function useProjectJobEvents(projectBaseId: string, workflowNum: string, locale: Locale) {
  return useQuery({
    queryKey: jobsKey(projectBaseId, 'one', workflowNum, 'events', locale),
    queryFn: ({ signal }) => api.get<EventsResponse>(jobPath(projectBaseId, workflowNum, 'events'), { signal }),
  });
}

/** A compute job's params or outputs, as its full page shows them (GET .../jobs/:workflowNum/params|output). */
export function useProjectComputeTab<T extends 'params' | 'output'>(
  projectBaseId: string,
  workflowNum: string,
  tab: T,
  locale: Locale,
) {
  return useQuery({
    queryKey: jobsKey(projectBaseId, 'one', workflowNum, tab, locale),
    queryFn: ({ signal }) =>
      api.get<T extends 'params' ? WorkflowParams : WorkflowOutputResponse>(jobPath(projectBaseId, workflowNum, tab), {
        signal,
      }),
  });
}

/** POST .../jobs/has-report: whether deleting these jobs also deletes a report (spec 000 §4). */
export function hasReport(projectBaseId: string, workflowNums: readonly string[]) {
  return api.post<HasReportResponse>(projectPath(projectBaseId, 'jobs', 'has-report'), { workflowNums });
}

export interface ProjectJobActionInput {
  projectBaseId: string;
  workflowNum: string;
  action: JobAction;
}

/** PUT .../jobs/:workflowNum/pause|resume|stop, DELETE .../jobs?workflowNum=. */
export function actOnProjectJob({
  projectBaseId,
  workflowNum,
  action,
}: ProjectJobActionInput): Promise<ActionResponse | { deleted: string[] }> {
  return action === 'delete'
    ? api.delete<{ deleted: string[] }>(projectPath(projectBaseId, 'jobs'), { query: { workflowNum } })
    : api.put<ActionResponse>(jobPath(projectBaseId, workflowNum, action));
}

export function useActOnProjectJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnProjectJob,
    // Also after a refusal: "not allowed now" means what the page shows is out of date. A deleted job may have
    // taken its report with it.
    onSettled: (_data, _error, { projectBaseId }) =>
      queryClient.invalidateQueries({ queryKey: projectKeys.project(projectBaseId) }),
  });
}
