import type { FastifyBaseLogger } from 'fastify';
import { failureLogLevel } from '../../db/connection-errors';

export interface Periodic {
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `work` right away (what piled up while no server ran) and then every `intervalMs`, never two rounds at once;
 * a failed round is logged and the next one tries again. The timer does not keep the process alive.
 */
export function startPeriodic(
  work: () => Promise<unknown>,
  options: { intervalMs: number; log: FastifyBaseLogger; what: string },
): Periodic {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= work()
      .then(
        () => undefined,
        (err: unknown) => options.log[failureLogLevel(err, 'warn')]({ err }, `${options.what} failed`),
      )
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
