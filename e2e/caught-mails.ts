import { inject } from 'vitest';
import type { CaughtMail } from '../apps/server/src/modules/mail/test-support/smtp-catcher';

/** The e-mails the e2e server has sent so far to `address`, as the SMTP catcher of the global setup received them. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${inject('mailboxUrl')}?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`SMTP catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}
