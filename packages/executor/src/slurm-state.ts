/** Slurm job states (squeue %T, scontrol JobState) turned into executor states and reasons. */
import type { ExecutorState, ExecutorStatus, ExitReason } from './executor';
import { exitedStatus, type JobRecord } from './job-files';

const QUEUED = ['PENDING', 'REQUEUED', 'REQUEUE_FED', 'REQUEUE_HOLD', 'RESV_DEL_HOLD', 'SPECIAL_EXIT'];
// COMPLETING: the batch script has ended and Slurm is cleaning up; the final state (and its reason) follows.
const RUNNING = ['RUNNING', 'CONFIGURING', 'COMPLETING', 'RESIZING', 'SIGNALING', 'STAGE_OUT', 'POWER_UP_NODE'];
const SUSPENDED = ['SUSPENDED', 'STOPPED'];

/** Ended states, with the reason Slurm gives when the job did not end on its own. */
const ENDED: Record<string, ExitReason | undefined> = {
  COMPLETED: undefined,
  FAILED: undefined,
  CANCELLED: { code: 'cancelled', message: 'cancelled in Slurm' },
  TIMEOUT: { code: 'time_limit', message: 'Slurm stopped the job at its time limit' },
  OUT_OF_MEMORY: { code: 'memory_limit', message: 'Slurm stopped the job: it used more memory than it requested' },
  NODE_FAIL: { code: 'node_failure', message: 'the node running the job failed' },
  BOOT_FAIL: { code: 'node_failure', message: 'the node for the job failed to boot' },
  PREEMPTED: { code: 'scheduler', message: 'preempted by Slurm for another job' },
  DEADLINE: { code: 'scheduler', message: 'Slurm could not run the job before its deadline' },
  REVOKED: { code: 'scheduler', message: 'revoked by Slurm' },
};

/** squeue and scontrol may add detail after the state ("CANCELLED by 0"); the first word is the state. */
export function slurmStateWord(state: string): string {
  return state.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
}

export function executorStateOf(slurmState: string): ExecutorState | 'unknown' {
  const word = slurmStateWord(slurmState);
  if (QUEUED.includes(word)) return 'queued';
  if (RUNNING.includes(word)) return 'running';
  if (SUSPENDED.includes(word)) return 'suspended';
  if (word in ENDED) return 'exited';
  return 'unknown';
}

export interface SlurmJobFacts {
  state: string;
  reason: string;
  /** From scontrol ExitCode, when known: used only when the wrapper recorded no exit code. */
  exitStatus?: number;
  exitSignal?: number;
}

/**
 * The status of a job Slurm still knows. The wrapper's exit_code file is the truth for the exit code; Slurm's
 * state is the truth for whether the job is over and for why it was stopped (time limit, memory, node failure).
 */
export function slurmJobStatus(facts: SlurmJobFacts, record: JobRecord): ExecutorStatus {
  const state = executorStateOf(facts.state);
  const startedAt = record.marker?.startedAt;
  switch (state) {
    case 'queued': {
      const waiting = facts.reason && facts.reason !== 'None' ? facts.reason : undefined;
      return { state, ...(waiting && { waitReason: waiting }) };
    }
    case 'running':
    case 'suspended':
      return { state, ...(startedAt && { startedAt }) };
    case 'exited': {
      const word = slurmStateWord(facts.state);
      // A job the engine cancelled for a limit recorded why first; Slurm only knows it was cancelled.
      const stopped = word === 'CANCELLED' && record.reason ? record.reason : ENDED[word];
      // Slurm's own exit code stands in only when the script ended by itself: after a kill it says 0:0 or 0:15.
      const exitCode = record.exitCode ?? (stopped ? undefined : slurmExitCode(facts));
      return exitedStatus({ ...record, ...(exitCode !== undefined && { exitCode }) }, stopped);
    }
    case 'lost':
    case 'unknown':
      // A state this code does not know: trust the wrapper if it finished, else keep watching.
      return record.exitCode === undefined ? { state: 'running' } : exitedStatus(record);
  }
}

/** Slurm's ExitCode=<status>:<signal>, in the shell's convention (128 + signal when killed). */
function slurmExitCode(facts: SlurmJobFacts): number | undefined {
  if (facts.exitSignal) return 128 + facts.exitSignal;
  return facts.exitStatus;
}
