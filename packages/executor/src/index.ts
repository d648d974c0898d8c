/**
 * @biocloud/executor: runs a tool's argv on this machine or on a Slurm cluster and reports how it went. Knows nothing
 * of HTTP or the database (STYLE.md point 5). The interface is in executor.ts.
 */
export * from './executor';
export { ExecutorError, executorErrorCodes, type ExecutorErrorCode } from './executor-error';
export { createLocalExecutor, type LocalExecutorOptions } from './local-executor';
export { createSlurmExecutor, type SlurmExecutorOptions } from './slurm-executor';
export { DEFAULT_COMMAND_TIMEOUT_MS, execFileRunner, type CommandRunner, type CommandResult } from './command-runner';
/** Where a job's output and records are, for the log API and for cleaning up work dirs. */
export { JOB_DIR, JOB_FILES, STDERR_LOG, STDOUT_LOG } from './job-files';
export { DEFAULT_KILL_GRACE_SECONDS, WRAPPER_TASKS, type RunAs } from './wrapper';
export { lookUpJobUser } from './job-user';
export {
  expandArgvTemplate,
  templateReferences,
  wordPlaceholders,
  ArgvTemplateError,
  type ArgvTemplate,
  type ArgvTemplateItem,
  type TemplateReference,
  type TemplateValue,
} from './argv-template';
