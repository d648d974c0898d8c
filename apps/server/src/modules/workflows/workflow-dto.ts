import {
  computeJobActions,
  isComputeJobTerminal,
  type AppManifest,
  type ComputeJob,
  type ComputeJobStatus,
  type Locale,
  type TaskJobStatus,
} from '@biocloud/contracts';
import type { WorkflowRow } from '../../db/schema';
import { appImagePath } from './app-image';

/** Workflow rows as the API shows them (spec 000 §3 field names). */

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** Task statuses of the report step read as the compute statuses of the report "sub-workflow". */
const REPORT_STATUS: Record<TaskJobStatus, ComputeJobStatus> = {
  wait: 'RUNNING',
  running: 'RUNNING',
  stop: 'PAUSE',
  success: 'FINISH',
  error: 'FAILURE',
  killed: 'KILLED',
};

/**
 * sonWorkflowStatus: the report's progress. RUNNING until the report step ends (or the job ends without it, whose
 * status it then takes), FINISH once the report exists.
 */
export function sonWorkflowStatus(
  workflow: Pick<WorkflowRow, 'status'>,
  reportTask: TaskJobStatus | null,
): ComputeJobStatus {
  if (reportTask) return REPORT_STATUS[reportTask];
  if (isComputeJobTerminal(workflow.status)) return workflow.status === 'FINISH' ? 'FINISH' : workflow.status;
  return workflow.status === 'PAUSE' ? 'PAUSE' : 'RUNNING';
}

export function toComputeJob(
  row: WorkflowRow,
  app: AppManifest | undefined,
  locale: Locale,
  extra: { dataSize: number | undefined; reportTask: TaskJobStatus | null; projectName?: string | undefined },
): ComputeJob {
  const names = { zh: app?.name.zh ?? row.app_id, en: app?.name.en ?? row.app_id };
  return {
    id: row.id,
    jobName: row.job_name,
    taskName: row.app_id,
    softName: names[locale],
    softNameZh: names.zh,
    softNameEn: names.en,
    softId: row.soft_id,
    applicationName: names[locale],
    appOrTool: 'app',
    projectBaseId: row.project_base_id,
    projectBaseName: extra.projectName ?? null,
    createTime: row.create_time.toISOString(),
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    pushDataSize: extra.dataSize ?? null,
    status: row.status,
    className: row.type_name === 'agricultureApp' ? 'agricultureApp' : 'medicineApp',
    workflowType: 'app',
    reRun: { softwareId: row.soft_id, params: row.params },
    softImg: appImagePath(app),
    sonWorkflow: { sonWorkflowStatus: sonWorkflowStatus(row, extra.reportTask) },
    actions: computeJobActions(row.status),
  };
}
