import Fastify from 'fastify';
import { TOKEN_HEADER } from '@biocloud/contracts';
import { withTempDir, judge, type BenchResult, type BenchSide } from './harness';
import { compare, type LoadSummary } from './http-load';
import { withAppHost } from './support/app-host';

const CONNECTIONS = 10;
/** The authenticated call should keep at least half the throughput of Fastify answering a constant. */
const TARGET_RATIO = 0.5;

/**
 * GET /api/v1/user/getCurrentUser of the real app (session hook and its lookup, cookie refresh, helmet,
 * metrics, zod serialization) against a bare Fastify hello-world on the same machine in the same run.
 */
export async function benchGetCurrentUser(seconds: number): Promise<BenchResult> {
  return withTempDir('biocloud-bench-', (dir) =>
    withAppHost(dir, {}, async (host) => {
      const bare = Fastify({ logger: false });
      bare.get('/', async () => ({ hello: 'world' }));
      try {
        const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
        const measured = await compare({
          subject: { url: `${host.baseUrl}/api/v1/user/getCurrentUser`, headers: { [TOKEN_HEADER]: host.user.token } },
          reference: { url: `${bareUrl}/` },
          seconds,
          connections: CONNECTIONS,
        });
        return judge({
          name: `get-current-user (${CONNECTIONS} connections, ${seconds} s each)`,
          subject: side('GET /api/v1/user/getCurrentUser (app)', measured.subject),
          reference: side('GET / (bare Fastify hello-world)', measured.reference),
          target: { better: 'higher', ratio: TARGET_RATIO },
          ratio: measured.ratio,
          rounds: measured.rounds,
        });
      } finally {
        await bare.close();
      }
    }),
  );
}

function side(label: string, load: LoadSummary): BenchSide {
  return {
    label,
    value: load.requestsPerSec,
    unit: 'req/s',
    details: {
      'p50 ms': load.latencyP50Ms,
      'p99 ms': load.latencyP99Ms,
      'server CPU µs/request': load.cpuMicrosPerRequest,
    },
  };
}
