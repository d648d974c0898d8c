import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { BackgroundStartError, createBackground, type BackgroundPart } from './background';

function fakeLog() {
  return { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
    error: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

/** A part that records its start and stop in `trail`. */
function part(name: string, trail: string[], fails?: Error): BackgroundPart {
  return {
    name,
    async start() {
      if (fails) throw fails;
      trail.push(`start ${name}`);
      return { stop: async () => void trail.push(`stop ${name}`) };
    },
  };
}

describe('background work', () => {
  it('starts its parts in order and stops each once', async () => {
    const trail: string[] = [];
    const background = createBackground([part('mail', trail), part('sweeper', trail)], fakeLog());
    await background.start();
    await background.stop();
    await background.stop();
    expect(trail).toEqual(['start mail', 'start sweeper', 'stop mail', 'stop sweeper']);
  });

  it('on a failed start stops what started, logs the part, and rejects with the cause', async () => {
    const trail: string[] = [];
    const log = fakeLog();
    const cause = new Error('connection refused');
    const background = createBackground(
      [part('mail', trail), part('interrupted drawings', trail, cause), part('sweeper', trail)],
      log,
    );

    const failure = await background.start().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(BackgroundStartError);
    expect((failure as BackgroundStartError).part).toBe('interrupted drawings');
    expect((failure as Error).cause).toBe(cause);
    // The part after the failed one never starts; the one before is stopped again.
    expect(trail).toEqual(['start mail', 'stop mail']);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: cause, part: 'interrupted drawings' }),
      expect.any(String),
    );
    // Closing the app afterwards stops nothing twice.
    await background.stop();
    expect(trail).toEqual(['start mail', 'stop mail']);
  });

  it('keeps the start failure when stopping the started parts fails too', async () => {
    const log = fakeLog();
    const stuck: BackgroundPart = {
      name: 'metadata',
      start: () => ({ stop: () => Promise.reject(new Error('stop failed')) }),
    };
    const background = createBackground([stuck, part('mail', [], new Error('no smtp'))], log);
    await expect(background.start()).rejects.toMatchObject({ part: 'mail' });
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
