import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  registerCheckQuerySchema,
  registerCheckResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@biocloud/contracts';
import { requestLocale } from '../../../http/request-locale';
import type { RegistrationService } from './registration.service';

const tags = ['account'];
const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

/** Registration's calls, all public: they come before there is an account. */
export function registrationRoutes(registration: RegistrationService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/v1/account/register/check',
      {
        config: { public: true },
        schema: {
          tags,
          querystring: registerCheckQuerySchema,
          response: { 200: registerCheckResponseSchema, ...errors },
        },
      },
      async (request) => ({ exists: await registration.exists(request.query, request.ip) }),
    );

    r.post(
      '/api/v1/account/register',
      {
        config: { public: true },
        schema: { tags, body: registerRequestSchema, response: { 200: registerResponseSchema, ...errors } },
      },
      async (request) => {
        const { username } = await registration.register(request.body, requestLocale(request), request.ip);
        return { ok: true as const, username };
      },
    );

    r.get(
      '/api/v1/account/suggestions',
      {
        config: { public: true },
        schema: { tags, querystring: suggestionsQuerySchema, response: { 200: suggestionsResponseSchema, ...errors } },
      },
      async (request) => ({
        items: await registration.suggestions(request.query.field, request.query.term, request.query.limitSize),
      }),
    );
  };
}
