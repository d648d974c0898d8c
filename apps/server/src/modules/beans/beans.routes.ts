import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BEANS_PATH,
  beanMovementsQuerySchema,
  beanMovementsResponseSchema,
  beanWalletSchema,
  errorResponseSchema,
  staffBeanAdjustmentSchema,
  staffToolPriceSchema,
  STAFF_BEANS_PATH,
  STAFF_ROLES,
  toolPricesResponseSchema,
} from '@biocloud/contracts';
import { requireSession } from '../auth/session-hooks';
import { requestLocale } from '../../http/request-locale';
import type { BeansService } from './beans.service';

const tags = ['beans'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const staffOnly = { roles: STAFF_ROLES };
const byUser = z.object({ userId: z.string().uuid() });
const byTool = z.object({ toolId: z.string().max(100) });

/** The caller's wallet and movements, the catalogue's prices; staff's view and adjustment of any wallet, and prices. */
export function beansRoutes(beans: BeansService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      BEANS_PATH,
      {
        schema: {
          tags,
          querystring: beanMovementsQuerySchema,
          response: { 200: beanMovementsResponseSchema, ...errors },
        },
      },
      async (request) => beans.movements(requireSession(request).user.id, request.query),
    );
    r.get(
      `${BEANS_PATH}/prices`,
      { schema: { tags, response: { 200: toolPricesResponseSchema, ...errors } } },
      async (request) => beans.prices(requestLocale(request)),
    );
    r.get(
      `${STAFF_BEANS_PATH}/users/:userId`,
      {
        config: staffOnly,
        schema: {
          tags,
          params: byUser,
          querystring: beanMovementsQuerySchema,
          response: { 200: beanMovementsResponseSchema, ...errors },
        },
      },
      async (request) => beans.movements(request.params.userId, request.query),
    );
    r.post(
      `${STAFF_BEANS_PATH}/users/:userId/adjust`,
      {
        config: staffOnly,
        schema: {
          tags,
          params: byUser,
          body: staffBeanAdjustmentSchema,
          response: { 200: z.object({ wallet: beanWalletSchema, transferId: z.string() }), ...errors },
        },
      },
      async (request) => beans.adjust(requireSession(request).user, request.params.userId, request.body, request.ip),
    );
    r.put(
      `${STAFF_BEANS_PATH}/prices/:toolId`,
      {
        config: staffOnly,
        schema: {
          tags,
          params: byTool,
          body: staffToolPriceSchema,
          response: { 200: staffToolPriceSchema.extend({ toolId: z.string() }), ...errors },
        },
      },
      async (request) => beans.setPrice(requireSession(request).user, request.params.toolId, request.body, request.ip),
    );
  };
}
