import { inject } from 'vitest';
import type { CaughtSms } from '../apps/server/src/modules/account/codes/test-support/aliyun-sms-server';

/** The text messages the e2e server has sent so far to `phone`, as the local SendSms endpoint accepted them. */
export async function smsTo(phone: string): Promise<CaughtSms[]> {
  const response = await fetch(`${inject('smsMessagesUrl')}?phone=${encodeURIComponent(phone)}`);
  if (!response.ok) throw new Error(`SMS endpoint answered ${response.status}`);
  return (await response.json()) as CaughtSms[];
}
