import type { ExecutorJobSpec } from './executor';
import type { RunAs, WrapperOptions } from './wrapper';

/**
 * The wrapper options of a job (wrapper.ts) for both executors: its resources as limits, the CPU time being its
 * time limit on each of its CPUs. The wall clock is the wrapper's to enforce only where no scheduler does (Slurm's
 * --time does under Slurm).
 */
export function jobWrapperOptions(
  spec: ExecutorJobSpec,
  how: { killGraceSeconds: number; runAs?: RunAs; wallClock: boolean },
): WrapperOptions {
  const { cpus, memoryMb, timeLimitSeconds, processes, outputMb } = spec.resources;
  return {
    taskId: spec.taskId,
    workDir: spec.workDir,
    argv: spec.argv,
    ...(spec.env && { env: spec.env }),
    limits: {
      memoryMb,
      cpuSeconds: cpus * timeLimitSeconds,
      ...(how.wallClock && { wallSeconds: timeLimitSeconds }),
      ...(processes !== undefined && { processes }),
      ...(outputMb !== undefined && { fileSizeMb: outputMb }),
    },
    killGraceSeconds: how.killGraceSeconds,
    ...(how.runAs && { runAs: how.runAs }),
  };
}
