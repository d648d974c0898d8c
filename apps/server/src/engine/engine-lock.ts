import pg from 'pg';

/*
 * One engine (dispatcher + monitor) at a time per executor, so there is exactly one writer of run state: a session
 * advisory lock held on a connection of its own for as long as the engine runs. Other instances stand by and take
 * over when the holder stops or dies (PostgreSQL releases the lock with the connection).
 */

export interface EngineLock {
  /** Resolves when the connection, and so the lock, is lost. */
  readonly lost: Promise<void>;
  release(): Promise<void>;
}

/** The lock's name: local jobs are per machine (only that machine can signal them), Slurm jobs per cluster. */
export function engineLockName(executor: 'local' | 'slurm', host: string): string {
  return executor === 'local' ? `biocloud-engine:local:${host}` : 'biocloud-engine:slurm';
}

/** Takes the lock if it is free; undefined when another engine holds it. */
export async function tryEngineLock(connectionString: string, name: string): Promise<EngineLock | undefined> {
  const client = new pg.Client({ connectionString, application_name: 'biocloud-engine-lock', keepAlive: true });
  let lostResolve!: () => void;
  const lost = new Promise<void>((resolve) => (lostResolve = resolve));
  client.on('error', () => lostResolve());
  client.on('end', () => lostResolve());
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
      [name],
    );
    if (!rows[0]?.locked) {
      await client.end();
      return undefined;
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    lost,
    async release() {
      client.removeAllListeners('end');
      // Closing the session releases the lock.
      await client.end().catch(() => undefined);
      lostResolve();
    },
  };
}
