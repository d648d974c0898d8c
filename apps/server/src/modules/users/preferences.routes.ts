import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, userPreferencesSchema, userPreferencesUpdateSchema } from '@biocloud/contracts';
import { requireSession } from '../auth/session-hooks';
import type { UsersService } from './users.service';

const tags = ['account'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

/** The caller's own settings (users.service.ts). */
export function preferencesRoutes(deps: { users: UsersService }) {
  const { users } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/v1/user/preferences',
      { schema: { tags, response: { 200: userPreferencesSchema, ...errors } } },
      async (request) => users.preferences(requireSession(request).user.id),
    );

    r.put(
      '/api/v1/user/preferences',
      { schema: { tags, body: userPreferencesUpdateSchema, response: { 200: userPreferencesSchema, ...errors } } },
      async (request) => users.setPreferences(requireSession(request).user.id, request.body),
    );
  };
}
