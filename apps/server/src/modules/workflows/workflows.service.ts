import {
  expandComputeStatusFilter,
  isUuid,
  type AppManifest,
  type ComputeJobStatus,
  type Locale,
  type WorkflowDetailResponse,
  type WorkflowListQuery,
  type WorkflowListResponse,
} from '@biocloud/contracts';
import type { Database } from '../../db/database';
import type { WorkflowRow } from '../../db/schema';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import type { Caller } from '../auth/caller';
import { scatterSamples } from './scatter-samples';
import { toComputeJob, sonWorkflowStatus } from './workflow-dto';
import { workflowNotFound } from './workflow-errors';
import { createWorkflowsRepository, type StepState } from './workflows.repository';

/** The compute job pages: the list, a job's header and DAG, the sub-workflow (report) status, the report check. */

export interface WorkflowsServiceDeps {
  db: Database;
  catalog: LoadedCatalog;
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

export function createWorkflowsService(deps: WorkflowsServiceDeps) {
  const repo = createWorkflowsRepository(deps.db);
  const appOf = (row: WorkflowRow): AppManifest | undefined => deps.catalog.catalog.appsBySoftwareId.get(row.soft_id);

  async function owned(caller: Caller, workflowId: string): Promise<WorkflowRow> {
    const row = isUuid(workflowId) ? await repo.findOwned(caller.id, workflowId) : undefined;
    if (!row) throw workflowNotFound();
    return row;
  }

  const reportStatus = (row: WorkflowRow, steps: readonly StepState[]) =>
    steps.find((s) => s.step_key === row.report_step)?.task_status ?? null;

  return {
    owned,

    async list(caller: Caller, query: WorkflowListQuery, locale: Locale): Promise<WorkflowListResponse> {
      const asked: ComputeJobStatus[] = query.status === undefined ? [] : [query.status].flat();
      const size = query.recordNumberOfPage;
      const { rows, total } = await repo.list(
        caller.id,
        {
          statuses: expandComputeStatusFilter(asked),
          ...(query.workflowName?.trim() && { name: query.workflowName.trim() }),
          ...(query.startSubmitTime && { from: query.startSubmitTime }),
          ...(query.endSubmitTime && { to: query.endSubmitTime }),
        },
        { by: query.sortName, direction: query.sortType },
        size,
        query.currentPage * size,
      );
      const [sizes, projectName] = await Promise.all([
        repo.dataSizes(rows.map((row) => row.id)),
        repo.projectNames(rows),
      ]);
      const jobList = await Promise.all(
        rows.map(async (row) =>
          toComputeJob(row, appOf(row), locale, {
            dataSize: sizes.get(row.id),
            reportTask: reportStatus(row, await repo.stepStates(row.id)),
            projectName: projectName(row),
          }),
        ),
      );
      return { jobList, totalPages: Math.ceil(total / size), totalElements: total, NoDataPageHidden: total <= size };
    },

    async detail(caller: Caller, workflowId: string, locale: Locale): Promise<WorkflowDetailResponse> {
      const row = await owned(caller, workflowId);
      const app = appOf(row);
      const steps = await repo.stepStates(row.id);
      const [sizes, projectName] = await Promise.all([repo.dataSizes([row.id]), repo.projectNames([row])]);
      const samples = app ? scatterSamples(app, row.inputs) : new Map<string, string[]>();
      return {
        ...toComputeJob(row, app, locale, {
          dataSize: sizes.get(row.id),
          reportTask: reportStatus(row, steps),
          projectName: projectName(row),
        }),
        steps: steps.map((s) => ({
          key: s.step_key,
          stepId: s.step_id,
          shard: s.shard,
          sample: s.shard === null ? null : (samples.get(s.step_id)?.[s.shard] ?? null),
          label: app?.steps.find((a) => a.id === s.step_id)?.label ?? { zh: s.step_id, en: s.step_id },
          toolId: s.tool_id,
          dependsOn: s.depends_on,
          status: shownStepStatus(s),
          taskId: s.task_id,
          startTime: iso(s.start_time),
          endTime: iso(s.end_time),
          needTime: s.need_time === null ? null : Number(s.need_time),
          cpuSeconds: s.cpu_seconds,
          peakMemoryKb: s.peak_memory_kb === null ? null : Number(s.peak_memory_kb),
        })),
        outPathId: row.output_folder_uuid,
        reportFileUuid: row.report_file_uuid,
      };
    },

    async sonStatus(caller: Caller, workflowId: string) {
      const row = await owned(caller, workflowId);
      return { sonWorkflowStatus: sonWorkflowStatus(row, reportStatus(row, await repo.stepStates(row.id))) };
    },

    /** Which of the caller's jobs have a report (the question asked before deleting them). */
    async hasReport(caller: Caller, workflowIds: readonly string[]) {
      const ids = workflowIds.filter(isUuid);
      const rows = await repo.findManyOwned(caller.id, ids);
      const withReport = rows.filter((row) => row.report_file_uuid !== null).map((row) => row.id);
      return { hasReport: withReport.length > 0, workflowIds: withReport };
    },
  };
}

export type WorkflowsService = ReturnType<typeof createWorkflowsService>;

/**
 * A step's task is claimed (status running) a moment before its program starts (start_time), and the workflow turns
 * RUNNING in the transaction that records the start: until then the step still shows as waiting, so a step never
 * reads running under a RECEIVED job.
 */
function shownStepStatus(step: StepState): StepState['task_status'] {
  return step.task_status === 'running' && step.start_time === null ? 'wait' : step.task_status;
}
