import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** Placeholder until the websocket hub lands: publishing is a no-op. */
export interface RealtimeHub {
  publish(topic: string, userId: string | null, payload: unknown): Promise<void>;
  stop(): Promise<void>;
}

export async function createRealtimeHub(_opts: { connectionString: string; logger: Logger }): Promise<RealtimeHub> {
  return { publish: async () => {}, stop: async () => {} };
}

export async function realtimeRoutes(_app: FastifyInstance, _hub: RealtimeHub): Promise<void> {}
