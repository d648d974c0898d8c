import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  jumpHandoverQuerySchema,
  jumpHandoverResponseSchema,
  jumpLinkParamsSchema,
  jumpLinkResponseSchema,
} from '@biocloud/contracts';
import { AppError } from '../../http/app-error';
import { buildHandover } from './jump-target';

export interface JumpSettings {
  allowedOrigins: readonly string[];
  links: Readonly<Record<string, string>>;
}

/**
 * The hand-over pages' answers (jumpv1, jumpv3), for logged-in users as their pages are (a partner link reaches the
 * console's login first, then the hand-over). A refusal is a 400 with its reason, which the page shows; nothing is
 * redirected here.
 */
export function jumpRoutes(settings: JumpSettings) {
  const allowed = new Set(settings.allowedOrigins);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/v1/jump/handover',
      {
        schema: {
          tags: ['jump'],
          querystring: jumpHandoverQuerySchema,
          response: { 200: jumpHandoverResponseSchema, 400: errorResponseSchema },
        },
      },
      async (request) => {
        const handover = buildHandover(request.query, allowed);
        if (!handover.ok) throw new AppError(handover.code, 400);
        return { data: handover.value };
      },
    );

    r.get(
      '/api/v1/jump/links/:key',
      {
        schema: {
          tags: ['jump'],
          params: jumpLinkParamsSchema,
          response: { 200: jumpLinkResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => {
        const { key } = request.params;
        const url = Object.hasOwn(settings.links, key) ? settings.links[key] : undefined;
        if (!url) throw new AppError('JUMP_LINK_UNKNOWN', 404);
        return { data: { key, url } };
      },
    );
  };
}
