import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { failureLogLevel } from '../db/connection-errors';
import { decodeNotification, encodeNotification, type Notification } from './notification';

/** One channel for every topic: instances filter locally, so they need one LISTEN whatever their sockets want. */
export const REALTIME_CHANNEL = 'biocloud_realtime';

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 30_000;
/** A silently dead connection (no RST, e.g. a failover) is found by a query that does not answer in time. */
const HEALTH_CHECK_INTERVAL_MS = 30_000;
const HEALTH_CHECK_TIMEOUT_MS = 10_000;

/**
 * NOTIFY as part of a caller's transaction: PostgreSQL sends it only if, and when, the transaction commits, so a
 * status change and its live update can never disagree. `await realtimeNotifySql(...).execute(trx)`.
 */
export function realtimeNotifySql(topic: string, userId: string | null, payload: unknown): RawBuilder<unknown> {
  return sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${encodeNotification(topic, userId, payload)})`;
}

/** Sends notifications on a small pool of its own, so publishing never waits for the app's busy pool. */
export function createPgNotifier(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 2, application_name: 'biocloud-realtime-notify' });
  // An idle client that loses its connection reports here; the pool replaces it on the next query.
  pool.on('error', () => {});
  return {
    async notify(text: string): Promise<void> {
      await pool.query('SELECT pg_notify($1, $2)', [REALTIME_CHANNEL, text]);
    },
    stop: () => pool.end(),
  };
}

export interface PgListener {
  stop(): Promise<void>;
}

/**
 * LISTENs on one dedicated connection for the life of the server. When the connection drops it reconnects with
 * exponential backoff (with jitter, so a restarted database is not hit by every instance at once), and after each
 * reconnect calls `onReconnect`, because notifications sent meanwhile are gone. Resolves once the first LISTEN is in
 * place, and rejects if that fails: a server that cannot listen should not start.
 */
export async function startPgListener(opts: {
  connectionString: string;
  logger: Pick<Logger, 'info' | 'warn' | 'debug'>;
  onNotification(notification: Notification): void;
  onReconnect(): void;
}): Promise<PgListener> {
  const { logger } = opts;
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;

  async function open(): Promise<pg.Client> {
    const c = new pg.Client({
      connectionString: opts.connectionString,
      application_name: 'biocloud-realtime-listen',
      keepAlive: true,
      query_timeout: HEALTH_CHECK_TIMEOUT_MS,
    });
    c.on('error', (err) => {
      logger.warn({ err }, 'realtime listener connection failed');
      lost(c);
    });
    c.on('end', () => lost(c));
    c.on('notification', (message) => {
      if (message.channel !== REALTIME_CHANNEL || message.payload === undefined) return;
      const notification = decodeNotification(message.payload);
      if (notification) opts.onNotification(notification);
      else logger.warn({ payload: message.payload.slice(0, 200) }, 'realtime notification ignored: not understood');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (err) {
      c.removeAllListeners('end');
      void c.end().catch(() => {});
      throw err;
    }
    return c;
  }

  function lost(c: pg.Client): void {
    if (client !== c) return;
    client = undefined;
    c.removeAllListeners('notification');
    void c.end().catch(() => {});
    if (!stopped) scheduleReconnect();
  }

  function scheduleReconnect(): void {
    const backoff = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
    const delay = Math.round(backoff * (0.5 + Math.random() / 2));
    attempt += 1;
    logger.debug({ attempt, delayMs: delay }, 'realtime listener reconnecting');
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      open().then(
        (c) => {
          if (stopped) {
            void c.end().catch(() => {});
            return;
          }
          client = c;
          attempt = 0;
          logger.info('realtime listener reconnected');
          opts.onReconnect();
        },
        (err: unknown) => {
          if (stopped) return;
          logger[failureLogLevel(err, 'warn')]({ err }, 'realtime listener reconnect failed');
          scheduleReconnect();
        },
      );
    }, delay);
  }

  client = await open();

  const healthTimer = setInterval(() => {
    const c = client;
    if (!c) return;
    c.query('SELECT 1').catch((err: unknown) => {
      logger.warn({ err }, 'realtime listener health check failed');
      lost(c);
    });
  }, HEALTH_CHECK_INTERVAL_MS);
  healthTimer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(healthTimer);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => {});
      }
    },
  };
}
