import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../../db/schema';
import { recordStorageHistory } from './dashboard.repository';

/** How often every user's storage of the day is written: the day's last write is the day's point of the chart. */
export const STORAGE_HISTORY_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The background step of the storage chart: writes every user's storage of today now and then each interval, so
 * days on which a user did not open the dashboard have a point too.
 */
export function startStorageHistory(
  db: Kysely<DB>,
  log: Pick<Logger, 'warn'>,
  intervalMs = STORAGE_HISTORY_INTERVAL_MS,
) {
  const record = () =>
    recordStorageHistory(db).catch((error: unknown) => log.warn({ err: error }, 'storage history not recorded'));
  void record();
  const timer = setInterval(() => void record(), intervalMs);
  timer.unref();
  return { stop: async () => clearInterval(timer) };
}
