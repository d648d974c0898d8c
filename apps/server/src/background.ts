import type { FastifyBaseLogger } from 'fastify';

/*
 * The API role's background work (metadata, merge delivery, sweepers, mail, session clean-up...), started when the
 * app is ready and stopped when it closes (app.ts). A part that fails to start fails the whole start: what had
 * started is stopped again, the failure is logged with the part's name, and the start rejects, so app.ready() and
 * app.listen() reject and main.ts exits non-zero with the cause printed. A half-started server that answers requests
 * while, say, the mail outbox is never drained would be worse than one that does not start.
 */

export interface Stoppable {
  stop(): Promise<void>;
}

export interface BackgroundPart {
  /** Named in the log line of a failed start. */
  name: string;
  start(): Stoppable | Promise<Stoppable>;
}

export class BackgroundStartError extends Error {
  constructor(
    readonly part: string,
    cause: unknown,
  ) {
    super(`background work "${part}" did not start`, { cause });
    this.name = 'BackgroundStartError';
  }
}

export function createBackground(parts: readonly BackgroundPart[], log: FastifyBaseLogger) {
  let running: Stoppable[] = [];

  async function stopRunning(): Promise<void> {
    const stopping = running;
    running = [];
    await Promise.all(stopping.map((part) => part.stop()));
  }

  return {
    /** Starts the parts in order; on a failure stops those started and rejects with a BackgroundStartError. */
    async start(): Promise<void> {
      for (const part of parts) {
        try {
          running.push(await part.start());
        } catch (error) {
          log.error({ err: error, part: part.name }, 'background work did not start; the server stops');
          await stopRunning().catch((stopError: unknown) =>
            log.warn({ err: stopError }, 'background work not stopped after a failed start'),
          );
          throw new BackgroundStartError(part.name, error);
        }
      }
    },

    async stop(): Promise<void> {
      await stopRunning();
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
