import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOrderRequestSchema,
  errorResponseSchema,
  myPackageSchema,
  orderStateSchema,
  PACKAGE_ORDERS_PATH,
  PACKAGE_PATH,
  packageOrderSchema,
  paymentMethodSchema,
  STAFF_PACKAGE_LEVELS_PATH,
  STAFF_PACKAGE_ORDERS_PATH,
  STAFF_ROLES,
  staffLevelUpdateSchema,
  staffOrderListSchema,
} from '@biocloud/contracts';
import { callerOf } from '../auth/caller';
import { requireSession } from '../auth/session-hooks';
import type { OrdersService } from './orders.service';
import type { PackagesService } from './packages.service';

const tags = ['packages'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const byOrderNo = z.object({ orderNo: z.string().min(1).max(32) });
const byCode = z.object({ code: z.string().min(1).max(32) });
const staffOnly = { roles: STAFF_ROLES };

/** The package page (the caller's package, orders) and the staff's levels and bank-transfer confirmations. */
export function packagesRoutes(deps: { packages: PackagesService; orders: OrdersService }) {
  const { packages, orders } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const caller = (request: Parameters<typeof requireSession>[0]) => callerOf(requireSession(request).user);

    r.get(PACKAGE_PATH, { schema: { tags, response: { 200: myPackageSchema, ...errors } } }, async (request) =>
      packages.mine(caller(request)),
    );
    r.post(
      PACKAGE_ORDERS_PATH,
      {
        schema: {
          tags,
          body: createOrderRequestSchema,
          response: { 200: packageOrderSchema, 502: errorResponseSchema, ...errors },
        },
      },
      async (request) => orders.create(caller(request), request.body),
    );
    r.get(
      `${PACKAGE_ORDERS_PATH}/:orderNo`,
      { schema: { tags, params: byOrderNo, response: { 200: packageOrderSchema, ...errors } } },
      async (request) => orders.show(caller(request), request.params.orderNo),
    );
    r.post(
      `${PACKAGE_ORDERS_PATH}/:orderNo/cancel`,
      {
        schema: { tags, params: byOrderNo, response: { 200: packageOrderSchema, 502: errorResponseSchema, ...errors } },
      },
      async (request) => orders.cancel(caller(request), request.params.orderNo),
    );

    r.put(
      `${STAFF_PACKAGE_LEVELS_PATH}/:code`,
      {
        config: staffOnly,
        schema: { tags, params: byCode, body: staffLevelUpdateSchema, response: { 200: byCode, ...errors } },
      },
      async (request) => packages.setLevel(requireSession(request).user, request.params.code, request.body, request.ip),
    );
    r.get(
      STAFF_PACKAGE_ORDERS_PATH,
      {
        config: staffOnly,
        schema: {
          tags,
          querystring: z.object({ state: orderStateSchema.optional(), method: paymentMethodSchema.optional() }),
          response: { 200: staffOrderListSchema, ...errors },
        },
      },
      async (request) => orders.staffList(request.query),
    );
    r.post(
      `${STAFF_PACKAGE_ORDERS_PATH}/:orderNo/confirm`,
      { config: staffOnly, schema: { tags, params: byOrderNo, response: { 200: packageOrderSchema, ...errors } } },
      async (request) => orders.confirmBank(requireSession(request).user, request.params.orderNo, request.ip),
    );
  };
}
