/**
 * How the job engine talks to whatever runs a tool: the local machine or a Slurm cluster. The engine (apps/server)
 * owns state; an executor only starts, watches and signals work. Executors keep no state of their own: every call
 * names the job by the `JobRef` that submit returned, and everything needed to answer later (exit code, usage, why it
 * was stopped) is recorded by the job wrapper in the work dir, so any process can answer after a restart.
 */
export type ExecutorKind = 'local' | 'slurm';

export interface ExecutorJobSpec {
  /** Stable id of the task, used to name the scheduler job. */
  taskId: string;
  /** Absolute path of an existing folder; a work dir runs one job (submit claims it, see `WORK_DIR_IN_USE`). */
  workDir: string;
  /** The program and its arguments, passed literally: never interpreted by a shell. */
  argv: string[];
  env?: Record<string, string>;
  /**
   * All positive; how each executor enforces them is described in local-executor.ts and slurm-executor.ts. Without
   * `processes` or `outputMb` the job has no such limit.
   */
  resources: JobResources;
}

export interface JobResources {
  cpus: number;
  memoryMb: number;
  timeLimitSeconds: number;
  /** Processes and threads the program may have at once. */
  processes?: number;
  /** The largest file the program may write, in MiB (the engine also caps the work dir's total). */
  outputMb?: number;
}

/** What the engine stores after submit; every later call names the job by it. */
export interface JobRef {
  /** local: the process group id; slurm: the job id. */
  externalId: string;
  workDir: string;
}

export const executorStates = ['queued', 'running', 'suspended', 'exited', 'lost'] as const;
export type ExecutorState = (typeof executorStates)[number];

/** Why a job ended other than on its own, or why it was lost; the engine turns the code into a localized text. */
export const exitReasonCodes = [
  'cancelled',
  'time_limit',
  'memory_limit',
  'cpu_limit',
  'process_limit',
  'output_limit',
  'signal',
  'node_failure',
  'scheduler',
  'lost',
] as const;
export type ExitReasonCode = (typeof exitReasonCodes)[number];

export interface ExitReason {
  code: ExitReasonCode;
  /** English detail for logs and events, e.g. "time limit of 60 s reached". */
  message: string;
}

export interface ResourceUsage {
  /** User plus system CPU time of the program and the children it waited for. */
  cpuSeconds: number;
  /** Largest resident set of any one process; only known when `/usr/bin/time` measured the run. */
  peakMemoryKb?: number;
  /** `gnu-time`: /usr/bin/time ran the program; `sh-times`: the shell's `times` builtin (CPU time only). */
  source: 'gnu-time' | 'sh-times';
}

export interface ExecutorStatus {
  state: ExecutorState;
  /** Set once exited and the wrapper recorded it: the program's exit status, 128 + n when killed by signal n. */
  exitCode?: number;
  /** For exited jobs that did not end on their own (or died of a signal), and for lost jobs. */
  reason?: ExitReason;
  /** For queued Slurm jobs: the scheduler's reason for waiting (e.g. "Resources", "Priority"). */
  waitReason?: string;
  startedAt?: Date;
  endedAt?: Date;
  usage?: ResourceUsage;
  /**
   * Local only: tasks (processes and threads) in the job's process group at this look, the wrapper's own included
   * (at most WRAPPER_TASKS of them). For an exited job, what its program left behind, which the look then killed.
   */
  tasks?: number;
}

/** What a look for a task's job found (Executor.lookup). */
export type JobLookup =
  /** The job exists, or ran: watch it by this ref. */
  | { state: 'found'; job: JobRef }
  /** It ran and ended, and the scheduler no longer knows its id: how it ended, from the work dir. */
  | { state: 'ended'; status: ExecutorStatus }
  /** No job was started and none will be. */
  | { state: 'absent' }
  /** Cannot tell now (the scheduler does not answer): look again later. */
  | { state: 'unknown'; message: string };

export interface Executor {
  readonly kind: ExecutorKind;
  submit(spec: ExecutorJobSpec): Promise<JobRef>;
  /** One call for all the jobs being watched (Slurm: one `squeue`); keyed by externalId. */
  status(jobs: readonly JobRef[]): Promise<Map<string, ExecutorStatus>>;
  suspend(job: JobRef): Promise<void>;
  resume(job: JobRef): Promise<void>;
  /**
   * Stops the job; local resolves once its processes are gone, Slurm once the scheduler accepted the request. The
   * reason (default `cancelled`) is what status() reports afterwards: a limit the engine enforces gives its own.
   */
  cancel(job: JobRef, reason?: ExitReason): Promise<void>;
  /** After a server restart: finds a job started earlier from what its work dir and the scheduler know. */
  recover(job: JobRef): Promise<ExecutorStatus>;
  /**
   * Finds the job of a task whose submit gave no job id (sbatch failed or timed out; the server stopped before
   * recording the id) by what names it without one: the task id and the work dir. Only for a claimed work dir.
   */
  lookup(task: { taskId: string; workDir: string }): Promise<JobLookup>;
  /**
   * Optional: an executor that learns at once when a job it started has ended (local: the wrapper's exit) calls
   * `listener` with the job, so the engine need not wait for its next look; status() still tells how it ended. Jobs
   * found again after a restart and executors without it (Slurm) are noticed by polling status(). Answers a function
   * that removes the listener.
   */
  onJobEnded?(listener: (job: JobRef) => void): () => void;
}
