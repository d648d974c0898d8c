import type { Logger } from 'pino';
import { failureLogLevel } from '../db/connection-errors';

/**
 * A loop that does its work once per interval, or at once when woken (several wakes during a run make one more
 * run, not many). The dispatcher is woken by NOTIFY and ticks slowly as a safety net; the monitor ticks at its
 * interval and is woken by user actions.
 */
export interface Pump {
  wake(): void;
  /** Resolves once the run under way (if any) has finished; no run starts after. */
  stop(): Promise<void>;
}

export function startPump(name: string, intervalMs: number, work: () => Promise<void>, logger: Logger): Pump {
  let stopped = false;
  let woken = false;
  let sleeper: { timer: NodeJS.Timeout; resolve: () => void } | undefined;

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const timer = setTimeout(resolve, intervalMs);
      sleeper = { timer, resolve };
    }).finally(() => {
      sleeper = undefined;
    });

  const done = (async () => {
    while (!stopped) {
      woken = false;
      try {
        await work();
      } catch (error) {
        logger[failureLogLevel(error, 'error')]({ err: error, loop: name }, 'engine loop run failed');
      }
      await sleep();
    }
  })();

  return {
    wake() {
      woken = true;
      if (sleeper) {
        clearTimeout(sleeper.timer);
        sleeper.resolve();
      }
    },
    async stop() {
      stopped = true;
      this.wake();
      await done;
    },
  };
}
