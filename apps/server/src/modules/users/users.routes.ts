import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserSchema, errorResponseSchema } from '@biocloud/contracts';
import { toCurrentUser } from '../auth/auth.service';
import { requireSession } from '../auth/session-hooks';

export async function usersRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/user/getCurrentUser',
      { schema: { tags: ['account'], response: { 200: currentUserSchema, 401: errorResponseSchema } } },
      async (request) => toCurrentUser(requireSession(request).user),
    );
}
