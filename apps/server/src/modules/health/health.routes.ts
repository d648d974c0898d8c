import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { healthResponseSchema } from '@biocloud/contracts';
import type { Database } from '../../db/database';

export function healthRoutes(db: Database, version: string, executor: 'local' | 'slurm' = 'local') {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/health',
      {
        config: { public: true },
        schema: { tags: ['platform'], response: { 200: healthResponseSchema, 503: healthResponseSchema } },
      },
      async (_request, reply) => {
        const dbOk = await sql`SELECT 1`
          .execute(db)
          .then(() => true)
          .catch(() => false);
        void reply.status(dbOk ? 200 : 503);
        return {
          status: dbOk ? ('ok' as const) : ('degraded' as const),
          db: dbOk ? ('ok' as const) : ('down' as const),
          executor,
          version,
        };
      },
    );
  };
}
