import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, jumpUrlResponseSchema } from '@biocloud/contracts';
import { requireSession } from '../auth/session-hooks';
import type { ContentRepository } from './content.repository';
import { liveJumpUrl } from './live-jump';

/** Spec 001 §7 live jump: where the caller joins the live broadcast (live-jump.ts). */
export function webcastRoutes(contentRepo: ContentRepository) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/v1/webCast/getJumpUrl',
      { schema: { tags: ['content'], response: { 200: jumpUrlResponseSchema, 401: errorResponseSchema } } },
      async (request) => liveJumpUrl(await contentRepo.instanceConfig(), requireSession(request).user),
    );
  };
}
