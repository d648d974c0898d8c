import type { FastifyBaseLogger } from 'fastify';
import { startPeriodic } from '../files/periodic';
import type { BeansService } from './beans.service';

/** How often holds of ended jobs are looked for (a crash's leftovers; the first sweep runs at start). */
const BEAN_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Resolves holds whose job ended or vanished without its settle or void; every instance may run it (idempotent). */
export function startBeanSweeper(beans: Pick<BeansService, 'sweep'>, log: FastifyBaseLogger) {
  return startPeriodic(
    async () => {
      const resolved = await beans.sweep();
      if (resolved > 0) log.warn({ resolved }, 'holds of ended jobs resolved by the sweep');
    },
    { intervalMs: BEAN_SWEEP_INTERVAL_MS, log, what: 'bean sweep' },
  );
}
