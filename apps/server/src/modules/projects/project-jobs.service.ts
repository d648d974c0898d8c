import {
  canComputeJob,
  computeJobStatusSchema,
  expandComputeStatusFilter,
  isUuid,
  taskJobStatusSchema,
  timeFlagStart,
  canTaskJob,
  JOB_ACTION_NOT_ALLOWED,
  type JobAction,
  type Locale,
  type ProjectJobsQuery,
  type ProjectJobsResponse,
} from '@biocloud/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import type { Caller } from '../auth/caller';
import { toTaskJob } from '../tasks/task-dto';
import type { TasksService } from '../tasks/tasks.service';
import { toComputeJob } from '../workflows/workflow-dto';
import type { WorkflowActions } from '../workflows/workflow-actions';
import type { WorkflowTabs } from '../workflows/workflow-tabs';
import type { WorkflowsService } from '../workflows/workflows.service';
import { createWorkflowsRepository } from '../workflows/workflows.repository';
import type { ProjectCaller } from './project-access';
import { jobNotFound, ownerOnly } from './project-errors';
import { createProjectJobsRepository } from './project-jobs.repository';
import type { ProjectsService, VisibleProject } from './projects.service';

/*
 * The project job pages (job/c/list, job/t/list and both details): the jobs run in the project, PAGE_SIZES.
 * projectJobs a page, with type, status and time filters, and the project variant of the job actions (by
 * workflowNum: the job's id). Everyone who sees the project sees its jobs; acting on one is for its submitter, the
 * project's owner and staff, and follows the same status machines as the job pages (the jobs modules apply them,
 * acting as the job's submitter).
 */

export interface ProjectJobsDeps {
  db: Database;
  catalog: LoadedCatalog;
  projects: ProjectsService;
  workflows: WorkflowsService;
  workflowActions: WorkflowActions;
  workflowTabs: WorkflowTabs;
  tasks: TasksService;
}

/** The submitter of a job, as the jobs modules know their callers. */
const submitter = (userId: string): Caller => ({ id: userId, isAdmin: false, region: '' });

/** Splits the spec's comma-joined id lists. */
export const idList = (value: string | string[]) =>
  [value]
    .flat()
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');

export function createProjectJobsService(deps: ProjectJobsDeps) {
  const { projects, catalog } = deps;
  const repo = createProjectJobsRepository(deps.db);
  const workflowsRepo = createWorkflowsRepository(deps.db);

  /** The status filter of one job type; a status of the other type (or none known) is refused. */
  function statuses(query: ProjectJobsQuery): string[] {
    if (!query.jobStatus) return [];
    const parsed =
      query.jobType === 'compute'
        ? computeJobStatusSchema.safeParse(query.jobStatus)
        : taskJobStatusSchema.safeParse(query.jobStatus);
    if (!parsed.success) throw new AppError('PROJECT_JOB_STATUS_INVALID', 400);
    return query.jobType === 'compute'
      ? expandComputeStatusFilter([computeJobStatusSchema.parse(parsed.data)])
      : [parsed.data];
  }

  async function jobIn(project: VisibleProject, workflowNum: string) {
    const job = isUuid(workflowNum) ? await repo.find(project.row.id, workflowNum) : undefined;
    if (!job) throw jobNotFound();
    return job;
  }

  /** A job the caller may act on: theirs, or any of the project when they own it or are staff. */
  async function actable(caller: ProjectCaller, projectBaseId: string, workflowNum: string) {
    const project = await projects.visible(caller, projectBaseId);
    const job = await jobIn(project, workflowNum);
    if (project.role === 'member' && job.row.user_id !== caller.id) throw ownerOnly();
    return job;
  }

  return {
    async list(
      caller: ProjectCaller,
      projectBaseId: string,
      query: ProjectJobsQuery,
      locale: Locale,
    ): Promise<ProjectJobsResponse> {
      const { row: project } = await projects.visible(caller, projectBaseId);
      const filter = {
        statuses: statuses(query),
        timeColumn: query.timeName === 'endTime' ? ('end_time' as const) : ('create_time' as const),
        since: timeFlagStart(query.timeFlag, new Date()),
      };
      const size = query.recordNumberOfPage;
      const offset = query.currentPage * size;
      const named = { projectBaseName: project.name };
      if (query.jobType === 'task') {
        const { rows, total } = await repo.taskPage(project.id, filter, size, offset);
        return {
          list: rows.map((row) => ({ ...toTaskJob(row, catalog.catalog.byId.get(row.tool_id), locale), ...named })),
          totalPage: Math.ceil(total / size),
          totalElements: total,
        };
      }
      const { rows, total } = await repo.workflowPage(project.id, filter, size, offset);
      const ids = rows.map((row) => row.id);
      const [reports, sizes] = await Promise.all([repo.reportTaskStatuses(ids), workflowsRepo.dataSizes(ids)]);
      return {
        list: rows.map((row) => ({
          ...toComputeJob(row, catalog.catalog.appsBySoftwareId.get(row.soft_id), locale, {
            dataSize: sizes.get(row.id),
            reportTask: reports.get(row.id) ?? null,
          }),
          ...named,
        })),
        totalPage: Math.ceil(total / size),
        totalElements: total,
      };
    },

    async detail(caller: ProjectCaller, projectBaseId: string, workflowNum: string, locale: Locale) {
      const project = await projects.visible(caller, projectBaseId);
      const job = await jobIn(project, workflowNum);
      const detail =
        job.kind === 'compute'
          ? await deps.workflows.detail(submitter(job.row.user_id), job.row.id, locale)
          : await deps.tasks.detail(submitter(job.row.user_id), job.row.id, locale);
      return { ...detail, projectBaseName: project.row.name };
    },

    async log(caller: ProjectCaller, projectBaseId: string, workflowNum: string, loadLog: number) {
      const project = await projects.visible(caller, projectBaseId);
      const job = await jobIn(project, workflowNum);
      const owner = submitter(job.row.user_id);
      return job.kind === 'compute'
        ? { kind: job.kind, ...(await deps.workflowTabs.log(owner, job.row.id, loadLog)) }
        : { kind: job.kind, ...(await deps.tasks.log(owner, job.row.id, loadLog)) };
    },

    /** A compute job's params and outputs, as its full page shows them, to everyone who sees the project. */
    async computeTab(
      caller: ProjectCaller,
      projectBaseId: string,
      workflowNum: string,
      locale: Locale,
    ): Promise<{
      params: () => ReturnType<WorkflowTabs['params']>;
      output: () => ReturnType<WorkflowTabs['output']>;
    }> {
      const project = await projects.visible(caller, projectBaseId);
      const job = await jobIn(project, workflowNum);
      if (job.kind !== 'compute') throw jobNotFound();
      const owner = submitter(job.row.user_id);
      return {
        params: () => deps.workflowTabs.params(owner, job.row.id),
        output: () => deps.workflowTabs.output(owner, job.row.id, locale),
      };
    },

    async events(caller: ProjectCaller, projectBaseId: string, workflowNum: string, locale: Locale) {
      const project = await projects.visible(caller, projectBaseId);
      const job = await jobIn(project, workflowNum);
      if (job.kind !== 'task') throw jobNotFound();
      return deps.tasks.events(submitter(job.row.user_id), job.row.id, locale);
    },

    async act(
      caller: ProjectCaller,
      projectBaseId: string,
      workflowNum: string,
      action: Exclude<JobAction, 'delete'>,
    ): Promise<{ workflowNum: string; status: string | null }> {
      const job = await actable(caller, projectBaseId, workflowNum);
      const owner = submitter(job.row.user_id);
      const result =
        job.kind === 'compute'
          ? await deps.workflowActions.act(owner, job.row.id, action)
          : await deps.tasks.act(owner, job.row.id, action);
      return { workflowNum, status: result.status };
    },

    /** Deletes every job named, each by the rules of its type; the first refusal stops the rest. */
    async delete(caller: ProjectCaller, projectBaseId: string, workflowNums: readonly string[]) {
      const jobs = [];
      for (const num of [...new Set(workflowNums)]) jobs.push(await actable(caller, projectBaseId, num));
      for (const job of jobs) {
        const allowed =
          job.kind === 'compute' ? canComputeJob('delete', job.row.status) : canTaskJob('delete', job.row.status);
        if (!allowed) throw new AppError(JOB_ACTION_NOT_ALLOWED, 409, {}, { status: job.row.status });
      }
      for (const job of jobs) {
        const owner = submitter(job.row.user_id);
        if (job.kind === 'compute') await deps.workflowActions.delete(owner, [job.row.id]);
        else await deps.tasks.act(owner, job.row.id, 'delete');
      }
      return { deleted: jobs.map((job) => job.row.id) };
    },

    /** Which of the named jobs have a report (asked before deleting them). */
    async hasReport(caller: ProjectCaller, projectBaseId: string, workflowNums: readonly string[]) {
      const project = await projects.visible(caller, projectBaseId);
      const withReport: string[] = [];
      for (const num of workflowNums.filter(isUuid)) {
        const job = await repo.find(project.row.id, num);
        if (job?.kind === 'compute' && job.row.report_file_uuid) withReport.push(num);
      }
      return { hasReport: withReport.length > 0, workflowNums: withReport };
    },
  };
}

export type ProjectJobsService = ReturnType<typeof createProjectJobsService>;
