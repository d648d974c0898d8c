export const executorErrorCodes = [
  /** The spec cannot run as given (empty argv, bad env name, non-positive resources, relative work dir). */
  'INVALID_SPEC',
  /** The work dir already holds a job: submitting again could run the same task twice. */
  'WORK_DIR_IN_USE',
  /** The action needs a running (or suspended) job and this one is not, or is not ours. */
  'NOT_RUNNING',
  /** The scheduler refused or could not be reached; the job's state is unknown, not lost. */
  'SCHEDULER_ERROR',
  /**
   * Submit got no job id and could not learn whether the job exists (the scheduler does not answer): it may start
   * later. The work dir stays claimed; `lookup` tells once the scheduler answers.
   */
  'SUBMIT_UNCONFIRMED',
] as const;
export type ExecutorErrorCode = (typeof executorErrorCodes)[number];

/** The one error type executors throw on purpose; the engine maps `code` to its own status codes. */
export class ExecutorError extends Error {
  override readonly name = 'ExecutorError';
  readonly code: ExecutorErrorCode;

  constructor(code: ExecutorErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}
