import type { Locale } from '@biocloud/contracts';

/** Sends a verification code by text message (aliyun-sms.ts is the one provider so far). */
export interface SmsSender {
  sendCode(message: { phone: string; code: string; locale: Locale }): Promise<void>;
}

/** The provider answered, but refused the message (a bad number, a blocked template...): the code was not sent. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
