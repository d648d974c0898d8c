import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contentParamsSchema,
  contentQuerySchema,
  errorResponseSchema,
  instanceConfigResponseSchema,
  instanceConfigSchema,
} from '@biocloud/contracts';
import { AppError } from '../../http/app-error';
import type { ContentRepository } from './content.repository';
import { namespacesForRoute } from './route-namespaces';

export function contentRoutes(contentRepo: ContentRepository) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/v1/content/:locale',
      {
        config: { public: true },
        schema: {
          tags: ['content'],
          params: contentParamsSchema,
          querystring: contentQuerySchema,
          // The tree is recursive; OpenAPI shows it as an object of namespaces.
          response: { 200: z.record(z.string(), z.unknown()), 400: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { route } = request.query;
        const texts = await contentRepo.texts(request.params.locale, route ? namespacesForRoute(route) : undefined);
        // The browser keeps its own copy and refreshes it 2 s after load; a short shared cache is enough here.
        void reply.header('cache-control', 'no-cache');
        return texts;
      },
    );

    r.get(
      '/resource/api/v1/cms/instance/getOneInstance',
      {
        config: { public: true },
        schema: { tags: ['content'], response: { 200: instanceConfigResponseSchema, 500: errorResponseSchema } },
      },
      async () => {
        const parsed = instanceConfigSchema.safeParse(await contentRepo.instanceConfig());
        if (!parsed.success) throw new AppError('INTERNAL', 500);
        return { data: parsed.data };
      },
    );
  };
}
