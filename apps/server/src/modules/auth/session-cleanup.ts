import type { FastifyBaseLogger } from 'fastify';
import { TOKEN_MAX_AGE_SECONDS } from '@biocloud/contracts';
import type { AuthRepository } from './auth.repository';

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/** Deletes ended sessions and old failed-login rows now and then; lookups already ignore them, this keeps tables small. */
export function startSessionCleanup(authRepo: AuthRepository, loginWindowSeconds: number, logger: FastifyBaseLogger) {
  const run = async () => {
    try {
      const sessions = await authRepo.deleteExpiredSessions(TOKEN_MAX_AGE_SECONDS);
      const attempts = await authRepo.deleteFailuresOlderThan(loginWindowSeconds);
      if (sessions + attempts > 0) logger.debug({ sessions, attempts }, 'auth cleanup');
    } catch (err) {
      logger.warn({ err }, 'auth cleanup failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), CLEANUP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
