import path from 'node:path';
import Fastify from 'fastify';
import { TOKEN_HEADER } from '@biocloud/contracts';
import { buildApp } from '@biocloud/server/src/app';
import { loadConfig } from '@biocloud/server/src/config';
import { createDatabase } from '@biocloud/server/src/db/database';
import { startEmbeddedPostgres } from '@biocloud/server/src/db/embedded';
import { migrateToLatest } from '@biocloud/server/src/db/migrator';
import { DEMO_PASSWORD, DEMO_USERNAME, seedAll } from '@biocloud/server/src/db/seed/seed';
import { createLogger } from '@biocloud/server/src/logger';
import { createRealtimeHub } from '@biocloud/server/src/realtime/realtime';
import { compare, freePort, withTempDir, type BenchResult } from './harness';

const CONNECTIONS = 10;
/** The authenticated call should keep at least half the throughput of Fastify answering a constant. */
const TARGET_RATIO = 0.5;

/**
 * GET /api/v1/user/getCurrentUser of the real app (session hook and its lookup, cookie refresh, helmet,
 * metrics, zod serialization) against a bare Fastify hello-world on the same machine in the same run.
 */
export async function benchGetCurrentUser(seconds: number): Promise<BenchResult> {
  return withTempDir('biocloud-bench-', async (dir) => {
    const logger = createLogger({ LOG_LEVEL: 'silent' });
    const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pgdata'), port: await freePort(), logger });
    try {
      const { db, pool } = createDatabase(pg.url);
      // pg-pool resolves end() before its connections have closed; the PostgreSQL shutdown may still reach them.
      pool.on('error', () => {});
      await migrateToLatest(db);
      await seedAll(db, { productName: 'BioCloud', demo: true });
      const config = loadConfig({
        DATABASE_URL: pg.url,
        VAR_DIR: path.join(dir, 'var'),
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: '0',
      });
      const realtime = await createRealtimeHub({ connectionString: pg.url, logger });
      const app = await buildApp({ config, db, logger, realtime });
      const bare = Fastify({ logger: false });
      bare.get('/', async () => ({ hello: 'world' }));
      try {
        const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
        const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
        const token = await loginToken(appUrl);

        const measured = await compare({
          subject: { url: `${appUrl}/api/v1/user/getCurrentUser`, headers: { [TOKEN_HEADER]: token } },
          reference: { url: `${bareUrl}/` },
          seconds,
          connections: CONNECTIONS,
        });
        return {
          name: `get-current-user (${CONNECTIONS} connections, ${seconds} s each)`,
          subject: { label: 'GET /api/v1/user/getCurrentUser (app)', ...measured.subject },
          reference: { label: 'GET / (bare Fastify hello-world)', ...measured.reference },
          ratio: measured.ratio,
          target: TARGET_RATIO,
          pass: measured.ratio >= TARGET_RATIO,
          rounds: measured.rounds,
        };
      } finally {
        await app.close();
        await bare.close();
        await realtime.stop();
        await db.destroy();
      }
    } finally {
      await pg.stop();
    }
  });
}

async function loginToken(appUrl: string): Promise<string> {
  const res = await fetch(`${appUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_USERNAME, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string };
  if (!res.ok || !body.token) throw new Error(`demo login failed: HTTP ${res.status}`);
  return body.token;
}
