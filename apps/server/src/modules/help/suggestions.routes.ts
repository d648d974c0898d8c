import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, SUGGESTION_PATH, suggestionCreatedResponseSchema } from '@biocloud/contracts';
import { requireSession } from '../auth/session-hooks';
import { withParts } from '../projects/with-parts';
import type { SuggestionsService } from './suggestions.service';

const tags = ['help'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 413: errorResponseSchema };

/** The feedback form's POST (multipart; registered inside a multipart scope, files/multipart-scope.ts). */
export function suggestionsRoutes(deps: { suggestions: SuggestionsService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      SUGGESTION_PATH,
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: suggestionCreatedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = requireSession(request).user.id;
        return withParts(request, reply, (parts) => deps.suggestions.create(userId, parts));
      },
    );
  };
}
