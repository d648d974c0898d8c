import type { FastifyBaseLogger } from 'fastify';
import { startPeriodic } from '../files/periodic';
import type { TusService } from './tus.service';

/** How often unfinished uploads are looked at; they expire after UPLOAD_EXPIRY_SECONDS without progress. */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Removes expired uploads (their rows and staged bytes), and partials that complete uploads no longer need, now and
 * then, first right away after a start (which is what a crash needs).
 */
export function startUploadSweeper(tus: TusService, log: FastifyBaseLogger) {
  return startPeriodic(
    async () => {
      const expired = await tus.expire();
      if (expired > 0) log.info({ expired }, 'expired uploads removed');
      const partials = await tus.removeFinishedPartials();
      if (partials > 0) log.info({ partials }, 'partials of finished uploads removed');
    },
    { intervalMs: SWEEP_INTERVAL_MS, log, what: 'upload sweep' },
  );
}
