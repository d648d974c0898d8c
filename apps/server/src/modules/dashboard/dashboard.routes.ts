import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardResponseSchema, errorResponseSchema } from '@biocloud/contracts';
import { requireSession } from '../auth/session-hooks';
import type { DashboardService } from './dashboard.service';

/** The dashboard's figures of the caller (dashboard.service.ts). */
export function dashboardRoutes(deps: { dashboard: DashboardService }) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/v1/dashboard',
        { schema: { tags: ['dashboard'], response: { 200: dashboardResponseSchema, 401: errorResponseSchema } } },
        async (request) => deps.dashboard.summary(requireSession(request).user),
      );
  };
}
