import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STAFF_ROLES,
  ATTACHMENTS_MAX_COUNT,
  errorResponseSchema,
  staffSuggestionListSchema,
  staffSuggestionsQuerySchema,
  SUGGESTION_PATH,
  suggestionAnswerRequestSchema,
} from '@biocloud/contracts';
import { requireSession } from '../auth/session-hooks';
import { contentDisposition } from '../files/content-disposition';
import type { StaffSuggestionsService } from './staff-suggestions.service';

const tags = ['help'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const byId = z.object({ id: z.string().max(64) });
const byAttachment = byId.extend({
  position: z.coerce
    .number()
    .int()
    .min(0)
    .max(ATTACHMENTS_MAX_COUNT - 1),
});

const staffOnly = { roles: STAFF_ROLES };

/** The staff's list of suggestions, their attachments and answers (staff-suggestions.service.ts). */
export function staffSuggestionsRoutes(deps: { staffSuggestions: StaffSuggestionsService }) {
  const { staffSuggestions } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      SUGGESTION_PATH,
      {
        config: staffOnly,
        schema: {
          tags,
          querystring: staffSuggestionsQuerySchema,
          response: { 200: staffSuggestionListSchema, ...errors },
        },
      },
      async (request) => staffSuggestions.list(request.query),
    );
    r.get(
      `${SUGGESTION_PATH}/:id/attachments/:position`,
      // No response schema: the body is the file's bytes (errors still answer the JSON error shape).
      { config: staffOnly, schema: { tags, params: byAttachment, produces: ['application/octet-stream'] } },
      async (request, reply) => {
        const { id, position } = request.params;
        const file = await staffSuggestions.attachment(id, position);
        return reply
          .header('content-disposition', contentDisposition('attachment', file.name))
          .header('content-length', file.size)
          .header('cache-control', 'no-store')
          .type('application/octet-stream')
          .send(file.stream);
      },
    );
    r.post(
      `${SUGGESTION_PATH}/:id/answer`,
      {
        config: staffOnly,
        schema: {
          tags,
          params: byId,
          body: suggestionAnswerRequestSchema,
          response: { 200: byId, 409: errorResponseSchema, ...errors },
        },
      },
      async (request) => staffSuggestions.answer(requireSession(request).user, request.params.id, request.body.answer),
    );
  };
}
