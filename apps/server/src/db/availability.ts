import type { Logger } from 'pino';
import { isDatabaseUnavailable } from './connection-errors';

/**
 * Whether the database answers, as the pool sees it: an outage is logged once when it starts and once when it
 * ends, not once per failed request (a dead database under load failed tens of thousands of them a minute).
 */
export interface DatabaseAvailability {
  readonly up: boolean;
  /** Any database error; only those that mean "unreachable" mark an outage. */
  failed(error: unknown): void;
  /** A new connection was made. */
  connected(): void;
}

export function createDatabaseAvailability(logger: Pick<Logger, 'warn' | 'info'>): DatabaseAvailability {
  let downSince: number | undefined;
  return {
    get up() {
      return downSince === undefined;
    },
    failed(error) {
      if (downSince !== undefined || !isDatabaseUnavailable(error)) return;
      downSince = Date.now();
      const { message, code } = error as { message?: string; code?: string };
      logger.warn({ error: message, code }, 'database unavailable');
    },
    connected() {
      if (downSince === undefined) return;
      logger.info({ downMs: Date.now() - downSince }, 'database available again');
      downSince = undefined;
    },
  };
}
