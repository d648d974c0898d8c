import { WRAPPER_TASKS, type ExecutorStatus, type ExitReason, type JobResources } from '@biocloud/executor';
import { workDirBytes } from './work-dir-bytes';

const MIB = 1024 * 1024;

export type EngineLimits = Required<Pick<JobResources, 'processes' | 'outputMb'>>;

/**
 * The limit a job is over, if any, for the monitor to end it with. The executor caps processes and each file's size
 * (rlimits) but cannot tell which job's forks fail nor add up files, so the engine checks both itself:
 * - processes: the executor's count of the job's tasks, less the wrapper's own;
 * - output: the work dir's bytes (work-dir-bytes.ts): many files each below the per-file limit add up too.
 */
export async function limitExceeded(
  status: ExecutorStatus,
  limits: EngineLimits,
  workDir: string,
): Promise<ExitReason | undefined> {
  if (status.tasks !== undefined && status.tasks > limits.processes + WRAPPER_TASKS) {
    return {
      code: 'process_limit',
      message: `more than ${limits.processes} processes and threads at once (${status.tasks} seen)`,
    };
  }
  const bytes = await workDirBytes(workDir);
  if (bytes > limits.outputMb * MIB) {
    return { code: 'output_limit', message: `wrote ${bytes} bytes, over the limit of ${limits.outputMb} MiB` };
  }
  return undefined;
}
