/**
 * How the job engine talks to whatever runs a tool: the local machine or a Slurm cluster. The engine (apps/server)
 * owns state; an executor only starts, watches and signals work. Implementations come with the job engine.
 */
export type ExecutorKind = 'local' | 'slurm';

export interface ExecutorJobSpec {
  /** Stable id of the task, used to name the work dir and the scheduler job. */
  taskId: string;
  workDir: string;
  argv: string[];
  env?: Record<string, string>;
  resources: { cpus: number; memoryMb: number; timeLimitSeconds: number };
}

export type ExecutorState = 'queued' | 'running' | 'suspended' | 'exited' | 'lost';

export interface ExecutorStatus {
  state: ExecutorState;
  exitCode?: number;
  /** Why the job was lost or killed, for the user (e.g. out of memory). */
  reason?: string;
}

export interface Executor {
  readonly kind: ExecutorKind;
  submit(spec: ExecutorJobSpec): Promise<{ externalId: string }>;
  status(externalIds: string[]): Promise<Map<string, ExecutorStatus>>;
  suspend(externalId: string): Promise<void>;
  resume(externalId: string): Promise<void>;
  cancel(externalId: string): Promise<void>;
  /** After a server restart: re-attach to a job started earlier, from what its work dir recorded. */
  recover(externalId: string, workDir: string): Promise<ExecutorStatus>;
}
