import type { FastifyInstance } from 'fastify';
import { WECHATPAY_NOTIFY_PATH } from '@biocloud/contracts';
import type { OrdersService } from '../packages/orders.service';

/** Notifications are larger than this only when they are not WeChat Pay's. */
const NOTIFY_MAX_BYTES = 64 * 1024;

/**
 * WeChat Pay's payment notifications (notify_url): public, since WeChat Pay's servers call it, and trusted only
 * through the signature the orders service checks over the body exactly as sent, so the JSON is kept as text here.
 * A 2xx tells WeChat Pay to stop resending; a refusal answers the error shape with a code.
 */
export function wechatPayRoutes(deps: { orders: OrdersService }) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: NOTIFY_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    app.post(WECHATPAY_NOTIFY_PATH, { config: { public: true }, schema: { hide: true } }, async (request) =>
      deps.orders.wechatNotify(request.headers, typeof request.body === 'string' ? request.body : ''),
    );
  };
}
