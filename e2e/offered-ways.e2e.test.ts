import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from './browser';
import { ACTION_TIMEOUT_MS, browserLocaleOf, openLoggedIn, useBrowser } from './session';
import { buttonName, text, type Locale } from './texts';

/*
 * Issue 27 item 2 where every provider is configured (global-setup.ts starts local e-mail, SMS and WeChat servers):
 * the ways hidden on a default install (offered-ways-default.e2e.test.ts) are offered here, each page recommends the
 * other ways that work, and a direct visit of the WeChat bind page is clean (walkthrough L7).
 */

const browser = useBrowser();

async function openSettled(locale: Locale, path: string): Promise<{ page: Page; problems: string[] }> {
  const { page } = await newPage(browser(), browserLocaleOf(locale));
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  // A cold load in a fresh browser can take longer than one action on a busy test machine.
  const providers = page.waitForResponse((r) => r.url().endsWith('/api/v1/account/providers'), { timeout: 60_000 });
  await page.goto(`/${locale}/${path}`, { timeout: 60_000 });
  expect(await (await providers).json()).toEqual({ email: true, sms: true, wechat: true, signup: 'verified' });
  return { page, problems };
}

const linkNamed = (page: Page, locale: Locale, key: string) => page.getByRole('link', { name: text(locale, key) });

for (const locale of ['zh', 'en'] as const) {
  describe(`${locale}: providers configured, the ways that work are offered`, () => {
    it('the login page, the WeChat page and the phone-code page link one another', async () => {
      const { page } = await openSettled(locale, 'user/login');
      try {
        await expect.poll(() => linkNamed(page, locale, 'user.wechat.title').isVisible()).toBe(true);
        await expect.poll(() => linkNamed(page, locale, 'user.wechat.quickLogin').isVisible()).toBe(true);

        await linkNamed(page, locale, 'user.wechat.title').click();
        await page.waitForURL((url) => url.pathname === `/${locale}/user/wlogin`);
        await expect.poll(() => linkNamed(page, locale, 'user.wechat.quickLogin').isVisible()).toBe(true);
        expect(await page.getByText(text(locale, 'user.wechat.notConfigured')).count()).toBe(0);

        await linkNamed(page, locale, 'user.wechat.quickLogin').click();
        await page.waitForURL((url) => url.pathname === `/${locale}/user/qlogin`);
        await expect.poll(() => linkNamed(page, locale, 'user.wechat.title').isVisible()).toBe(true);
        await expect.poll(() => linkNamed(page, locale, 'user.wechat.passwordLogin').isVisible()).toBe(true);
      } finally {
        await page.context().close();
      }
    });

    it('reset by e-mail shows its form, with no "not available" notice', async () => {
      const { page } = await openSettled(locale, 'user/forget/email');
      try {
        await expect.poll(() => page.getByRole('textbox').isVisible()).toBe(true);
        expect(await page.getByText(text(locale, 'user.forget.email.unavailable')).count()).toBe(0);
        expect(await page.getByTestId('operator-contact').count()).toBe(0);
      } finally {
        await page.context().close();
      }
    });

    it('a direct visit of the WeChat bind page asks to scan first, without a failed request (L7)', async () => {
      const { page, problems } = await openSettled(locale, 'user/weixin/bind');
      try {
        const notice = page.getByTestId('wechat-nobody-waiting');
        await expect.poll(() => notice.getByText(text(locale, 'user.wechat.nobodyWaiting')).isVisible()).toBe(true);
        await notice.getByRole('link', { name: text(locale, 'user.wechat.scanAgain') }).click();
        await page.waitForURL((url) => url.pathname === `/${locale}/user/wlogin`);
        expect(problems).toEqual([]);
      } finally {
        await page.context().close();
      }
    });

    it('the security section offers the e-mail change', async () => {
      const { context, page } = await openLoggedIn(browser(), locale, `/${locale}/userinfo/edit`);
      try {
        const row = page.getByTestId('security-email');
        await expect
          .poll(() => row.getByRole('button', { name: buttonName(locale, 'userinfo.security.change') }).isVisible())
          .toBe(true);
        expect(await row.getByText(text(locale, 'userinfo.security.email.unavailable')).count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  });
}
