import type { Logger } from 'pino';
import { isDatabaseUnavailable } from './connection-errors';

/**
 * Whether the database answers, as the pool sees it: an outage is logged once when it starts and once when it
 * ends, not once per failed request (a dead database under load failed tens of thousands of them a minute).
 */
export interface DatabaseAvailability {
  readonly up: boolean;
  /**
   * Counts the outages that ended. A connection (or a connect attempt) of an earlier one that reports its failure
   * late, after the database came back, does not start a new outage.
   */
  readonly epoch: number;
  /** Any database error of a connection from `epoch`; only those that mean "unreachable" mark an outage. */
  failed(error: unknown, epoch: number): void;
  /** A new connection was made. */
  connected(): void;
}

export function createDatabaseAvailability(logger: Pick<Logger, 'warn' | 'info'>): DatabaseAvailability {
  let downSince: number | undefined;
  let epoch = 0;
  return {
    get up() {
      return downSince === undefined;
    },
    get epoch() {
      return epoch;
    },
    failed(error, since) {
      if (downSince !== undefined || since !== epoch || !isDatabaseUnavailable(error)) return;
      downSince = Date.now();
      const { message, code } = error as { message?: string; code?: string };
      logger.warn({ error: message, code }, 'database unavailable');
    },
    connected() {
      if (downSince === undefined) return;
      logger.info({ downMs: Date.now() - downSince }, 'database available again');
      downSince = undefined;
      epoch += 1;
    },
  };
}
