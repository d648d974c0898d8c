import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { startPeriodic, type Periodic } from '../files/periodic';
import type { TextBundles } from '../content/text-files';
import { createMailOutbox } from './mail-outbox';
import { renderNoticeMail } from './mail-render';
import type { MailSender } from './smtp-sender';

/** How soon an e-mail leaves after its transaction committed, at most (besides the SMTP server's own time). */
const MAIL_INTERVAL_MS = 1000;

/** Drains the outbox now (what waited over a restart) and then every second; without a sender it drops the rows. */
export function startMailLoop(deps: {
  db: Database;
  sender: MailSender | null;
  texts: TextBundles;
  productName: string;
  log: FastifyBaseLogger;
}): Periodic {
  const outbox = createMailOutbox(deps.db);
  const { sender } = deps;
  const round = sender
    ? async () => {
        const sent = await outbox.drain(async (mail) => {
          await sender.send({ to: mail.to_address, ...renderNoticeMail(deps.texts, deps.productName, mail) });
        });
        if (sent > 0) deps.log.info({ sent }, 'notice e-mails sent');
      }
    : () => outbox.skipPending();
  return startPeriodic(round, { intervalMs: MAIL_INTERVAL_MS, log: deps.log, what: 'mail outbox' });
}
