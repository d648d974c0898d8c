import { createHmac } from 'node:crypto';
import type { Database } from '../../../db/database';
import { enqueueAddressMail } from '../../mail/mail-outbox';
import { createCaptcha } from './captcha';
import { createCodesRepository } from './codes.repository';
import { createVerificationCodes } from './codes.service';
import type { SmsSender } from './sms-sender';

/** Long enough to solve a challenge fetched when a form opens and to fill the form before sending. */
const CAPTCHA_TTL_SECONDS = 600;

/** The captcha and the codes service, keyed from the server's one secret (each use with a key of its own). */
export function composeVerificationCodes(deps: {
  db: Database;
  secret: string;
  captchaBits: number;
  perAddressHour: number;
  sms: SmsSender | null;
  emailEnabled: boolean;
}) {
  const key = (use: string) => createHmac('sha256', deps.secret).update(use).digest();
  const repo = createCodesRepository(deps.db);
  const captcha = createCaptcha({
    key: key('captcha'),
    bits: deps.captchaBits,
    ttlSeconds: CAPTCHA_TTL_SECONDS,
    spend: (id, expiresAt) => repo.spendChallenge(id, expiresAt),
  });
  const codes = createVerificationCodes({
    repo,
    captcha,
    key: key('verification-codes'),
    sms: deps.sms,
    email: deps.emailEnabled
      ? (trx, mail) =>
          enqueueAddressMail(trx, mail.to, 'verificationCode', { code: mail.code, minutes: mail.minutes }, ['code'])
      : null,
    perAddressHour: deps.perAddressHour,
  });
  return { captcha, codes };
}
