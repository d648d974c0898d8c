import type { Logger } from 'pino';
import { encodeNotification } from './notification';
import { createPgNotifier, startPgListener } from './pg-fanout';
import { isRealtimeTopic } from './topics';
import { createLocalHub, type RealtimeAttachment, type RealtimeClient } from './ws-hub';

/** A tab may follow this many topics at once (mostly job logs); more is a leak in the client. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 100;

export interface RealtimeHub {
  /**
   * Sends an event to every subscriber of `topic` on every server instance, or only to the sockets of `userId`
   * when given (pass the owner for anything private; null is a broadcast). Resolves once PostgreSQL took it.
   * Payloads too big for NOTIFY arrive as `tooLarge` (see messages.ts). Inside a transaction use realtimeNotifySql.
   */
  publish(topic: string, userId: string | null, payload: unknown): Promise<void>;
  stop(): Promise<void>;
  /** The websocket route attaches each socket of this instance here. */
  attach(client: RealtimeClient): RealtimeAttachment;
}

/** What domain services need of the hub. */
export type RealtimePublisher = Pick<RealtimeHub, 'publish'>;

/**
 * Every instance LISTENs on one dedicated PostgreSQL connection and delivers each notification to its own
 * subscribed sockets, so any instance can serve any tab and any instance (or the job monitor) can publish.
 */
export async function createRealtimeHub(opts: { connectionString: string; logger: Logger }): Promise<RealtimeHub> {
  const local = createLocalHub({ maxSubscriptions: MAX_SUBSCRIPTIONS_PER_SOCKET });
  const notifier = createPgNotifier(opts.connectionString);
  const listener = await startPgListener({
    connectionString: opts.connectionString,
    logger: opts.logger,
    onNotification: (notification) => local.deliver(notification),
    onReconnect: () => local.resync(),
  });

  return {
    async publish(topic, userId, payload) {
      if (!isRealtimeTopic(topic)) throw new Error(`not a realtime topic: ${topic}`);
      await notifier.notify(encodeNotification(topic, userId, payload));
    },
    async stop() {
      await listener.stop();
      await notifier.stop();
    },
    attach: (client) => local.attach(client),
  };
}
