import type { FastifyInstance } from 'fastify';
import { WECHATPAY_NOTIFY_PATH } from '@biocloud/contracts';
import { NotifyRefusal, type OrdersService } from '../packages/orders.service';

/** Notifications are larger than this only when they are not WeChat Pay's. */
const NOTIFY_MAX_BYTES = 64 * 1024;

/**
 * WeChat Pay's payment notifications (notify_url): public, since WeChat Pay's servers call it, and trusted only
 * through the signature the orders service checks over the body exactly as sent, so the JSON is kept as text here.
 * A 2xx tells WeChat Pay to stop resending; a refused notification gets WeChat Pay's failure shape
 * ({ code: 'FAIL', message }), other refusals (unknown or closed order) the usual error shape.
 */
export function wechatPayRoutes(deps: { orders: OrdersService }) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: NOTIFY_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    app.post(WECHATPAY_NOTIFY_PATH, { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
      try {
        return await deps.orders.wechatNotify(request.headers, typeof request.body === 'string' ? request.body : '');
      } catch (error) {
        if (!(error instanceof NotifyRefusal)) throw error;
        request.log.warn({ reason: error.reason }, 'wechatpay notification refused');
        return reply.code(error.status).send({ code: 'FAIL', message: error.message });
      }
    });
  };
}
