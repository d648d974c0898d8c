import type { AppTypeName, ComputeJobStatus, Locale } from '@biocloud/contracts';
import { appDetailPath, catalogueOfTypeName } from '../../../shared/app-routes';
import { pathTo } from '../../../shared/config/paths';
import { computeJobPath } from '../../../shared/jobs/compute-job-path';

/*
 * Where a project job's page leads beyond the project (issue 14 item 2): its tool's or app's form filled in from it
 * (`?rerun=`; the job's project comes along, shared/tool-form/earlier-run.ts) and the job's full page in my jobs,
 * on the tab my jobs opens it on (its live graph while it runs).
 */

type JobRef =
  | { appOrTool: 'app'; id: string; status: ComputeJobStatus; className: AppTypeName; reRun: { softwareId: string } }
  | { appOrTool: 'tool'; id: string; softId: string };

export function projectJobRerunPath(locale: Locale, job: JobRef): string {
  const rerun = { rerun: job.id };
  if (job.appOrTool === 'app') {
    return appDetailPath(locale, catalogueOfTypeName(job.className), job.reRun.softwareId, rerun);
  }
  return `${pathTo(locale, 'software-tools-detail-small', { id: job.softId })}?${new URLSearchParams(rerun).toString()}`;
}

export function projectJobFullPath(locale: Locale, job: JobRef): string {
  return job.appOrTool === 'app'
    ? computeJobPath(locale, job.id, job.status)
    : pathTo(locale, 'myjob-task-detail', { jobId: job.id });
}
