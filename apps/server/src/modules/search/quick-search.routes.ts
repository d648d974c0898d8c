import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, quickSearchQuerySchema, quickSearchResponseSchema } from '@biocloud/contracts';
import { requireSession } from '../auth/session-hooks';
import type { QuickSearchService } from './quick-search.service';

/** The header's quick search over the caller's own projects, files and jobs (quick-search.service.ts). */
export function quickSearchRoutes(search: QuickSearchService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/v1/search/suggestions',
      {
        schema: {
          tags: ['search'],
          querystring: quickSearchQuerySchema,
          response: { 200: quickSearchResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => ({ items: await search.search(requireSession(request).user.id, request.query) }),
    );
  };
}
