import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activePromotionSchema,
  errorResponseSchema,
  staffPromotionInputSchema,
  staffPromotionListSchema,
  staffPromotionSchema,
  PROMOTIONS_PATH,
  STAFF_PROMOTIONS_PATH,
  STAFF_ROLES,
} from '@biocloud/contracts';
import { requireSession } from '../../auth/session-hooks';
import type { PromotionsService } from './promotions.service';

const tags = ['content'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const byId = z.object({ id: z.string().max(64) });
const staffOnly = { roles: STAFF_ROLES };

/** Promotions: the staff's list and writes (STAFF_ROLES), and the active one of a type for every logged-in user. */
export function promotionsRoutes(promotions: PromotionsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      STAFF_PROMOTIONS_PATH,
      { config: staffOnly, schema: { tags, response: { 200: staffPromotionListSchema, ...errors } } },
      async () => promotions.list(),
    );
    r.post(
      STAFF_PROMOTIONS_PATH,
      {
        config: staffOnly,
        schema: { tags, body: staffPromotionInputSchema, response: { 200: staffPromotionSchema, ...errors } },
      },
      async (request) => promotions.create(requireSession(request).user, request.body, request.ip),
    );
    r.put(
      `${STAFF_PROMOTIONS_PATH}/:id`,
      {
        config: staffOnly,
        schema: {
          tags,
          params: byId,
          body: staffPromotionInputSchema,
          response: { 200: staffPromotionSchema, ...errors },
        },
      },
      async (request) => promotions.update(requireSession(request).user, request.params.id, request.body, request.ip),
    );
    r.post(
      `${STAFF_PROMOTIONS_PATH}/:id/end`,
      { config: staffOnly, schema: { tags, params: byId, response: { 200: staffPromotionSchema, ...errors } } },
      async (request) => promotions.end(requireSession(request).user, request.params.id, request.ip),
    );
    r.get(
      `${PROMOTIONS_PATH}/active/:type`,
      {
        schema: {
          tags,
          params: z.object({ type: z.string().max(64) }),
          response: { 200: activePromotionSchema, ...errors },
        },
      },
      async (request) => promotions.active(request.params.type),
    );
  };
}
