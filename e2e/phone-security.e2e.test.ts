/**
 * The phone ways (issue 15 items 3 and 4) in the browser, in both locales, against the local SendSms endpoint of
 * global-setup: a phone bound from the profile's security section with its SMS code and the password, then the
 * password reset by a code sent to that phone, and a login with the new password.
 */
import { describe, expect, it } from 'vitest';
import { createAccount } from './account-users';
import { newPage } from './browser';
import { smsTo } from './caught-sms';
import { ACTION_TIMEOUT_MS, logIn, openLoggedIn, useBrowser } from './session';
import { buttonName, text } from './texts';

const browser = useBrowser();
/**
 * Mainland mobile numbers of this run's own, two per locale: one to bind, one already on the account that resets
 * (a number gets one code a minute whatever it is for).
 */
const phoneBase = 13700000000 + Math.floor(Math.random() * 90_000_000);

for (const [index, locale] of (['zh', 'en'] as const).entries()) {
  describe(`${locale}: phone binding and password reset by phone`, () => {
    it('binds a phone with its code, and resets a password with a code sent to the account phone', async () => {
      const phone = String(phoneBase + 2 * index);
      const resetPhone = String(phoneBase + 2 * index + 1);
      const [account, resetting] = await Promise.all([createAccount(), createAccount({ phone: resetPhone })]);
      const { context, page } = await openLoggedIn(browser(), locale, `/${locale}/userinfo/edit`, { user: account });
      try {
        await page.getByTestId('security-phone').getByRole('button').click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(text(locale, 'userinfo.security.phone.phone'), { exact: true }).fill(phone);
        await dialog.getByRole('button', { name: buttonName(locale, 'common.sendCode.send') }).click();
        await expect.poll(async () => (await smsTo(phone)).length).toBe(1);
        const [bindSms] = await smsTo(phone);
        await dialog.getByLabel(text(locale, 'userinfo.security.phone.code')).fill(bindSms!.params.code!);
        await dialog.getByLabel(text(locale, 'userinfo.security.password.current')).fill(account.password);
        await dialog.getByRole('button', { name: buttonName(locale, 'userinfo.security.save') }).click();
        // Shown masked: the first 4 and the last 2 digits.
        await expect
          .poll(() => page.getByTestId('security-phone').textContent())
          .toContain(`${phone.slice(0, 4)}*****${phone.slice(-2)}`);
      } finally {
        await context.close();
      }

      const visitor = await newPage(browser());
      visitor.page.setDefaultTimeout(ACTION_TIMEOUT_MS);
      try {
        const { page } = visitor;
        await page.goto(`/${locale}/user/forget/type`);
        await page.locator('[data-way="phone"]').click();
        await page.waitForURL((url) => url.pathname === `/${locale}/user/forget/phone`);
        await page.getByLabel(text(locale, 'user.phone.phone'), { exact: true }).fill(resetPhone);
        await page.getByRole('button', { name: buttonName(locale, 'common.sendCode.send') }).click();
        await expect.poll(async () => (await smsTo(resetPhone)).length).toBe(1);
        const resetSms = (await smsTo(resetPhone)).at(-1)!;
        await page.getByLabel(text(locale, 'user.phone.code')).fill(resetSms.params.code!);
        await page.getByLabel(text(locale, 'user.forget.reset.password'), { exact: true }).fill('by-phone-pass-3');
        await page.getByLabel(text(locale, 'user.forget.reset.rePassword')).fill('by-phone-pass-3');
        await page.getByRole('button', { name: buttonName(locale, 'user.forget.reset.submit') }).click();
        await expect.poll(() => page.getByText(text(locale, 'user.forget.reset.doneTitle')).isVisible()).toBe(true);
        await page.getByRole('button', { name: buttonName(locale, 'user.forget.reset.login') }).click();
        await logIn(page, { username: resetting.username, password: 'by-phone-pass-3' });
        await page.waitForURL((url) => url.pathname === `/${locale}/dashboard`);
      } finally {
        await visitor.context.close();
      }
    });
  });
}
