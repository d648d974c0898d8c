import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Periodic } from '../files/periodic';
import { readTextFiles } from '../content/text-files';
import { startMailLoop } from './mail-loop';
import { createSmtpSender } from './smtp-sender';

/**
 * Notice e-mails: every instance drains the outbox (rows are shared out with SKIP LOCKED), through SMTP_URL, so set
 * it on all of them or none.
 */
export function mailPlugin(deps: { db: Database; config: Config }) {
  return async (app: FastifyInstance) => {
    const { config } = deps;
    const sender = config.SMTP_URL
      ? createSmtpSender(config.SMTP_URL, config.SMTP_FROM ?? `${config.PRODUCT_NAME} <noreply@localhost>`)
      : null;
    let loop: Periodic | undefined;
    app.addHook('onReady', async () => {
      loop = startMailLoop({
        db: deps.db,
        sender,
        texts: readTextFiles(),
        productName: config.PRODUCT_NAME,
        log: app.log,
      });
    });
    app.addHook('onClose', async () => {
      await loop?.stop();
      sender?.close();
    });
  };
}
