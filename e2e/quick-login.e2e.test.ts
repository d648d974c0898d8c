import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccount } from './account-users';
import { newPage } from './browser';
import { smsTo } from './caught-sms';
import { ACTION_TIMEOUT_MS, useBrowser } from './session';
import { text } from './texts';

/*
 * Quick login (issue 15 item 5) by phone and SMS code through the local SendSms endpoint, for an account an operator
 * made with `npm run user` (issue 15 item 7) beside the running console.
 */

const browser = useBrowser();

for (const locale of ['zh', 'en'] as const) {
  describe(`${locale}: quick login`, () => {
    it('logs in with the phone number and the code sent to it', async () => {
      const id = randomBytes(3).toString('hex');
      const phone = `136${String(parseInt(id, 16)).padStart(8, '0')}`.slice(0, 11);
      const { username } = await createAccount({ phone, prefix: 'ql' });

      const { context, page } = await newPage(browser());
      page.setDefaultTimeout(ACTION_TIMEOUT_MS);
      try {
        await page.goto(`/${locale}/user/login`);
        await page.getByRole('link', { name: text(locale, 'user.wechat.quickLogin') }).click();
        await page.waitForURL((url) => url.pathname === `/${locale}/user/qlogin`);
        await page.locator('#qlogin_phone').fill(phone);
        await page.getByRole('button', { name: text(locale, 'common.sendCode.send') }).click();
        await expect.poll(async () => (await smsTo(phone)).length).toBe(1);
        const code = (await smsTo(phone))[0]!.params.code!;

        await page.locator('#qlogin_code').fill(code === '000000' ? '111111' : '000000');
        await page.locator('#qlogin_code').press('Enter');
        await expect.poll(() => page.getByRole('alert').first().isVisible()).toBe(true);
        await page.locator('#qlogin_code').fill(code);
        await page.locator('#qlogin_code').press('Enter');
        await page.waitForURL((url) => url.pathname === `/${locale}/dashboard`);
        await expect.poll(() => page.getByText(username).first().isVisible()).toBe(true);
      } finally {
        await context.close();
      }
    });
  });
}
