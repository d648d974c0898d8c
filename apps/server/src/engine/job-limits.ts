import type { ToolResources } from '@biocloud/contracts';
import { lookUpJobUser, type JobResources, type RunAs } from '@biocloud/executor';
import type { Config } from '../config';

/** What a job may use: its manifest's resources, with the server's defaults for the limits the manifest leaves out. */
export function jobResources(
  resources: ToolResources,
  config: Pick<Config, 'JOB_PROCESSES' | 'JOB_OUTPUT_MB'>,
): Required<JobResources> {
  return {
    ...resources,
    processes: resources.processes ?? config.JOB_PROCESSES,
    outputMb: resources.outputMb ?? config.JOB_OUTPUT_MB,
  };
}

/**
 * The user jobs run as: JOB_USER when the server runs as root (a tool must never run as root), else the server's own
 * user, which has no other to give jobs. Throws when JOB_USER does not exist: jobs do not quietly run as root.
 */
export function jobUserFor(config: Pick<Config, 'JOB_USER'>): RunAs | undefined {
  return process.getuid?.() === 0 ? lookUpJobUser(config.JOB_USER) : undefined;
}
