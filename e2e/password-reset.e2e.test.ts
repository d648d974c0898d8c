/**
 * Password reset by e-mail (issue 15 item 3) in the browser, in both locales, against the console's real SMTP
 * delivery (the catcher of global-setup): from the login page to the e-mailed link, the new password, the success
 * page; the same link again shows the failure page, and the other device's session has ended.
 */
import { describe, expect, it } from 'vitest';
import { createAccount, apiLogin, sessionWorks } from './account-users';
import { newPage } from './browser';
import { mailsTo } from './caught-mails';
import { ACTION_TIMEOUT_MS, logIn, useBrowser } from './session';
import { buttonName, text } from './texts';

const browser = useBrowser();

for (const locale of ['zh', 'en'] as const) {
  describe(`${locale}: password reset by e-mail`, () => {
    it('resets through the mailed link once, ending the other sessions', async () => {
      const account = await createAccount();
      const otherDevice = await apiLogin(account);
      const { context, page } = await newPage(browser());
      page.setDefaultTimeout(ACTION_TIMEOUT_MS);
      try {
        await page.goto(`/${locale}/user/login`);
        await page.getByRole('link', { name: text(locale, 'login.forgot') }).click();
        await page.waitForURL((url) => url.pathname === `/${locale}/user/forget/type`);
        await page.locator('[data-way="email"]').click();
        await page.waitForURL((url) => url.pathname === `/${locale}/user/forget/email`);
        await page.getByLabel(text(locale, 'user.forget.email.email')).fill(account.email);
        await page.getByRole('button', { name: buttonName(locale, 'user.forget.email.submit') }).click();
        await expect.poll(() => page.getByText(text(locale, 'user.forget.email.sentTitle')).isVisible()).toBe(true);

        await expect.poll(async () => (await mailsTo(account.email)).length).toBe(1);
        const [mail] = await mailsTo(account.email);
        const link = /https?:\/\/\S+\/user\/forget\/reset\/[\w-]+/.exec(mail!.text)?.[0];
        expect(link, mail!.text).toBeDefined();
        const path = new URL(link!).pathname.replace(/^\/(zh|en)\//, `/${locale}/`);

        await page.goto(path);
        await expect.poll(() => page.locator('input[disabled]').inputValue()).toBe(account.username);
        const password = page.getByLabel(text(locale, 'user.forget.reset.password'), { exact: true });
        const repeat = page.getByLabel(text(locale, 'user.forget.reset.rePassword'));
        await password.fill('short');
        await repeat.fill('other');
        await page.getByRole('button', { name: buttonName(locale, 'user.forget.reset.submit') }).click();
        await expect.poll(() => page.getByText(text(locale, 'errors.PASSWORD_TOO_SHORT')).isVisible()).toBe(true);
        await expect.poll(() => page.getByText(text(locale, 'errors.PASSWORD_MISMATCH')).isVisible()).toBe(true);

        await password.fill('brand-new-pass-1');
        await repeat.fill('brand-new-pass-1');
        await page.getByRole('button', { name: buttonName(locale, 'user.forget.reset.submit') }).click();
        await expect.poll(() => page.getByText(text(locale, 'user.forget.reset.doneTitle')).isVisible()).toBe(true);
        expect(await sessionWorks(otherDevice)).toBe(false);

        await page.getByRole('button', { name: buttonName(locale, 'user.forget.reset.login') }).click();
        await page.waitForURL((url) => url.pathname === `/${locale}/user/login`);
        await logIn(page, { username: account.username, password: 'brand-new-pass-1' });
        await page.waitForURL((url) => url.pathname === `/${locale}/dashboard`);

        // The link works once: opened again, it shows the failure page.
        await page.goto(path);
        await expect
          .poll(() =>
            page.getByText(text(locale, 'user.forget.reset.failed.ACCOUNT_LINK_USED'), { exact: true }).isVisible(),
          )
          .toBe(true);
      } finally {
        await context.close();
      }
    });
  });
}
