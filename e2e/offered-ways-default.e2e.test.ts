import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startServerProcess, type ServerProcess } from '../apps/server/test/server-process';
import { DEMO } from './browser';
import { ACTION_TIMEOUT_MS, browserLocaleOf, logIn, useBrowser } from './session';
import { buttonName, text, type Locale } from './texts';

/*
 * Issue 27 item 2 on a default install (no e-mail, SMS or WeChat provider: the console the README's first command
 * gives), started by this file as `npm start` runs it: only the ways that work are offered, every way that cannot
 * work says so before anything is typed, and no page recommends a way that is off too (walkthrough M5, M6, L7).
 */

const browser = useBrowser();
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess(
    { SEED_DEMO: 'true', DISPATCHER_ENABLED: 'false', METADATA_WORKERS: '0', GENOME_INDEX_WORKERS: '0' },
    { startTimeoutMs: 300_000 },
  );
}, 330_000);
afterAll(() => server?.stop());

/** What went wrong in the page's own terms: console errors and answers of 400 or more. */
interface Trouble {
  problems: string[];
}

async function openPage(locale: Locale, width = 1440): Promise<{ context: BrowserContext; page: Page } & Trouble> {
  const context = await browser().newContext({
    baseURL: server.baseUrl,
    locale: browserLocaleOf(locale),
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return { context, page, problems };
}

/**
 * A cold load of the app in a fresh browser: on a busy test machine it can take longer than one action (the first
 * load waits for scripts, texts and the providers answer).
 */
const FIRST_LOAD_TIMEOUT_MS = 60_000;

/** Opens an account page once the providers answer is in (what it offers depends on it). */
async function goSettled(page: Page, path: string) {
  const providers = page.waitForResponse((r) => r.url().endsWith('/api/v1/account/providers'), {
    timeout: FIRST_LOAD_TIMEOUT_MS,
  });
  await page.goto(path, { timeout: FIRST_LOAD_TIMEOUT_MS });
  expect(await (await providers).json()).toEqual({ email: false, sms: false, wechat: false, signup: 'open' });
}

/** The operator block: its title, and the customer service contacts of the configuration. */
async function expectOperatorContact(page: Page, locale: Locale) {
  const block = page.getByTestId('operator-contact');
  await expect.poll(() => block.getByText(text(locale, 'user.forget.operator.title')).isVisible()).toBe(true);
  await expect.poll(() => block.getByText(text(locale, 'help.customerService.contacts.phone')).isVisible()).toBe(true);
  await expect.poll(() => block.getByText(text(locale, 'help.customerService.contacts.email')).isVisible()).toBe(true);
}

const linkNamed = (page: Page, locale: Locale, key: string) => page.getByRole('link', { name: text(locale, key) });

for (const locale of ['zh', 'en'] as const) {
  describe(`${locale}: default install, only what works is offered`, () => {
    it('the login page offers neither WeChat nor phone-code login', async () => {
      const { context, page } = await openPage(locale);
      try {
        await goSettled(page, `/${locale}/user/login`);
        await page.locator('#login_username').waitFor();
        // The providers answer is in and rendered once the form is: the other ways are absent, not yet to come.
        await expect.poll(() => page.locator('form[id="login"]').isVisible()).toBe(true);
        expect(await linkNamed(page, locale, 'user.wechat.title').count()).toBe(0);
        expect(await linkNamed(page, locale, 'user.wechat.quickLogin').count()).toBe(0);
        expect(await page.getByText(text(locale, 'user.wechat.otherWays')).count()).toBe(0);
      } finally {
        await context.close();
      }
    });

    it('password recovery says at once that neither way works, and how to reach the operator', async () => {
      const { context, page } = await openPage(locale);
      try {
        await goSettled(page, `/${locale}/user/forget/type`);
        await expect
          .poll(() => page.getByText(text(locale, 'user.forget.ways.email.unavailable')).isVisible())
          .toBe(true);
        await expectOperatorContact(page, locale);

        // By e-mail: no form to fill, the reason before any typing, no other way that is off too (M5, M6).
        await goSettled(page, `/${locale}/user/forget/email`);
        await expect.poll(() => page.getByText(text(locale, 'user.forget.email.unavailable')).isVisible()).toBe(true);
        expect(await page.getByRole('textbox').count()).toBe(0);
        expect(await linkNamed(page, locale, 'user.phone.title').count()).toBe(0);
        await expectOperatorContact(page, locale);

        // By phone: it no longer tells the user to use e-mail, which is off too (M6).
        await goSettled(page, `/${locale}/user/forget/phone`);
        await expect.poll(() => page.getByText(text(locale, 'user.phone.unavailable')).isVisible()).toBe(true);
        expect(await page.getByRole('textbox').count()).toBe(0);
        expect(await linkNamed(page, locale, 'user.forget.email.title').count()).toBe(0);
        await expectOperatorContact(page, locale);
      } finally {
        await context.close();
      }
    });

    it('WeChat and phone-code pages recommend only the password login (M6)', async () => {
      const { context, page } = await openPage(locale);
      try {
        await goSettled(page, `/${locale}/user/wlogin`);
        await expect.poll(() => page.getByText(text(locale, 'user.wechat.notConfigured')).isVisible()).toBe(true);
        await expect.poll(() => linkNamed(page, locale, 'user.wechat.passwordLogin').isVisible()).toBe(true);
        expect(await linkNamed(page, locale, 'user.wechat.quickLogin').count()).toBe(0);

        await goSettled(page, `/${locale}/user/qlogin`);
        await expect.poll(() => page.getByText(text(locale, 'user.qlogin.notConfigured')).isVisible()).toBe(true);
        await expect.poll(() => linkNamed(page, locale, 'user.wechat.passwordLogin').isVisible()).toBe(true);
        expect(await linkNamed(page, locale, 'user.wechat.title').count()).toBe(0);
      } finally {
        await context.close();
      }
    });

    it('a direct visit of the WeChat bind and quick-registration pages is clean: no failed request (L7)', async () => {
      const { context, page, problems } = await openPage(locale);
      try {
        for (const path of ['user/weixin/bind', 'user/weixin/soonRegist']) {
          const pending = page.waitForResponse((r) => r.url().endsWith('/api/v1/account/wechat/pending'), {
            timeout: FIRST_LOAD_TIMEOUT_MS,
          });
          await goSettled(page, `/${locale}/${path}`);
          expect((await pending).status()).toBe(200);
          const notice = page.getByTestId('wechat-nobody-waiting');
          await expect.poll(() => notice.getByText(text(locale, 'user.wechat.notConfigured')).isVisible()).toBe(true);
          // WeChat is off here: no "scan again" that would lead to a page that cannot work.
          expect(await linkNamed(page, locale, 'user.wechat.scanAgain').count()).toBe(0);
          expect(await page.getByRole('textbox').count()).toBe(0);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('the security section offers no e-mail change or resend, and no permanent "not verified" badge (M5)', async () => {
      const { context, page } = await openPage(locale);
      try {
        await page.goto(`/${locale}/user/login?redirect=${encodeURIComponent(`/${locale}/userinfo/edit`)}`, {
          timeout: FIRST_LOAD_TIMEOUT_MS,
        });
        await logIn(page, DEMO);
        await page.waitForURL((url) => url.pathname === `/${locale}/userinfo/edit`, { timeout: FIRST_LOAD_TIMEOUT_MS });
        const row = page.getByTestId('security-email');
        await expect
          .poll(() => row.getByText(text(locale, 'userinfo.security.email.unavailable')).isVisible())
          .toBe(true);
        expect(await row.getByText(text(locale, 'userinfo.security.email.unchecked'), { exact: true }).count()).toBe(0);
        expect(await row.getByRole('button').count()).toBe(0);
        // The password row still works as before: its button is there.
        const password = page.getByTestId('security-password');
        expect(
          await password.getByRole('button', { name: buttonName(locale, 'userinfo.security.change') }).count(),
        ).toBe(1);
      } finally {
        await context.close();
      }
    });
  });
}
