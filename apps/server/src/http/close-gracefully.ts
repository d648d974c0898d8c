import type { FastifyInstance } from 'fastify';

/**
 * Stops taking requests and waits for those in flight, but no longer than `graceMs`: then open connections (a stalled
 * download, a client that stopped reading) are cut so shutdown always ends. Downloads resume with Range.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const timer = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}
