import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  HELP_PATH,
  HELP_SEARCH_PATH,
  helpPageSchema,
  helpPagesQuerySchema,
  helpPagesResponseSchema,
  helpPageWriteSchema,
  helpSearchQuerySchema,
  helpSearchResponseSchema,
} from '@biocloud/contracts';
import { requireSession } from '../auth/session-hooks';
import type { HelpPagesService, HelpWriter } from './help-pages.service';

const tags = ['help'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const byId = z.object({ id: z.string() });
const written = z.object({ id: z.string() });

/** Staff and admins write help pages. */
function writer(request: FastifyRequest): HelpWriter {
  const { user } = requireSession(request);
  return { id: user.id, isStaff: user.role === 'staff' || user.role === 'admin' };
}

/** The help centre's pages and search (help-pages.service.ts). */
export function helpPagesRoutes(deps: { help: HelpPagesService }) {
  const { help } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      HELP_PATH,
      { schema: { tags, querystring: helpPagesQuerySchema, response: { 200: helpPagesResponseSchema, ...errors } } },
      async (request) => help.list(request.query.locale),
    );
    r.get(
      HELP_SEARCH_PATH,
      { schema: { tags, querystring: helpSearchQuerySchema, response: { 200: helpSearchResponseSchema, ...errors } } },
      async (request) => help.search(request.query.locale, request.query.q),
    );
    r.get(
      `${HELP_PATH}/:id`,
      { schema: { tags, params: byId, response: { 200: helpPageSchema, ...errors } } },
      async (request) => help.page(request.params.id),
    );
    r.post(
      HELP_PATH,
      { schema: { tags, body: helpPageWriteSchema, response: { 200: written, ...errors } } },
      async (request) => help.create(writer(request), request.body),
    );
    r.put(
      `${HELP_PATH}/:id`,
      { schema: { tags, params: byId, body: helpPageWriteSchema, response: { 200: written, ...errors } } },
      async (request) => help.update(writer(request), request.params.id, request.body),
    );
    r.delete(
      `${HELP_PATH}/:id`,
      { schema: { tags, params: byId, response: { 200: written, ...errors } } },
      async (request) => help.remove(writer(request), request.params.id),
    );
  };
}
