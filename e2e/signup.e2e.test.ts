import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { loadConfig } from '../apps/server/src/config';
import { connectCommandDatabase } from '../apps/server/src/db/command-database';
import { createLogger } from '../apps/server/src/logger';
import { startServerProcess, type ServerProcess } from '../apps/server/test/server-process';
import { launchBrowser, staffUser } from './browser';
import { ACTION_TIMEOUT_MS, browserLocaleOf, logIn, userMenuItem } from './session';
import { buttonName, text, type Locale } from './texts';

/*
 * A way in on every install (issue 27 item 1). The e2e console has e-mail, SMS and WeChat; these tests start two more
 * instances over its database as an operator would start them: one as the README's first command gives it (no
 * channel: the `open` policy by default), one with SIGNUP_POLICY=invite. A newcomer registers from the login page to
 * the dashboard on the first; on the second staff make an invitation link, and a newcomer uses it.
 */

let browser: Browser;
let defaultInstall: ServerProcess;
let inviteOnly: ServerProcess;

async function e2eDatabaseUrl(): Promise<string> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL'));
  const config = loadConfig({ ...env, LOG_LEVEL: 'warn', VAR_DIR: inject('varDir') });
  const database = await connectCommandDatabase(config, createLogger(config));
  await database.close();
  return database.url;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // No SMTP, SMS or WeChat in this process's environment: what `npm start` has on a fresh machine.
  const env = { DATABASE_URL: await e2eDatabaseUrl(), DISPATCHER_ENABLED: 'false', CAPTCHA_BITS: '12' };
  // One after the other, each given long: a fresh process compiles the server first (minutes on a loaded machine).
  defaultInstall = await startServerProcess(env, { startTimeoutMs: 300_000 });
  inviteOnly = await startServerProcess({ ...env, SIGNUP_POLICY: 'invite' }, { startTimeoutMs: 300_000 });
}, 660_000);
afterAll(async () => {
  await Promise.all([defaultInstall?.stop(), inviteOnly?.stop()]);
  await browser?.close();
});

async function pageOn(server: ServerProcess, locale: Locale, width = 1440) {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: browserLocaleOf(locale),
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return { context, page };
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Step A (no code field: no channel to send one), step B, success, the dashboard. */
async function registerWithoutCode(page: Page, locale: Locale, email: string, shots?: string) {
  await expect.poll(() => page.locator('#register_email').isVisible()).toBe(true);
  expect(await page.locator('#register_code').count()).toBe(0);
  expect(await page.locator('#register_phone').count()).toBe(0);
  if (shots) await page.screenshot({ path: `e2e/artifacts/${shots}-step-a.png`, fullPage: true });
  if ((await page.locator('#register_email').isEditable()) === true) await page.fill('#register_email', email);
  await page.fill('#register_password', 'newcomer-123');
  await page.fill('#register_rePassword', 'newcomer-123');
  await page.getByRole('button', { name: buttonName(locale, 'user.register.next') }).click();
  await expect.poll(() => page.locator('#register_realName').isVisible()).toBe(true);
  await page.fill('#register_realName', locale === 'zh' ? '韩梅梅' : 'Han Meimei');
  await page.fill('#register_company', locale === 'zh' ? '某某基因' : 'Acme Genomics');
  await page.locator('#register_agreement').check();
  await page.getByRole('button', { name: buttonName(locale, 'user.register.submit') }).click();
  await expect.poll(() => page.getByText(text(locale, 'user.register.successText')).isVisible()).toBe(true);
  await page.getByRole('button', { name: buttonName(locale, 'user.register.toDashboard') }).click();
  await page.waitForURL((url) => url.pathname === `/${locale}/dashboard`);
}

describe.each(['zh', 'en'] as const)('sign-up (%s)', (locale) => {
  it('on a default install: from the login page to the dashboard, with no code', async () => {
    const { context, page } = await pageOn(defaultInstall, locale);
    try {
      const started = Date.now();
      await page.goto(`/${locale}/user/login`);
      await page.getByTestId('register-link').click();
      await page.waitForURL((url) => url.pathname === `/${locale}/user/register`);
      await expect.poll(() => page.getByText(text(locale, 'user.register.openHint')).isVisible()).toBe(true);
      await registerWithoutCode(page, locale, `open-${locale}-${stamp()}@example.org`, `signup-open-${locale}-1440`);
      console.log(`sign-up on a default install (${locale}): ${((Date.now() - started) / 1000).toFixed(1)} s`);
      await page.screenshot({ path: `e2e/artifacts/signup-dashboard-${locale}-1440.png` });
    } finally {
      await context.close();
    }
  });

  it('by invitation only: no register link; staff copy a link, a newcomer uses it once', async () => {
    const staff = await pageOn(inviteOnly, locale);
    let link: string;
    try {
      await staff.page.goto(`/${locale}/user/login`);
      await expect.poll(() => staff.page.getByText(text(locale, 'login.inviteOnly')).isVisible()).toBe(true);
      expect(await staff.page.getByTestId('register-link').count()).toBe(0);
      await logIn(staff.page, staffUser());
      // Wherever staff land (the dashboard today), the user menu is there.
      await staff.page.waitForURL((url) => !url.pathname.endsWith('/user/login'));
      // The user menu leads staff to the staff console, whose menu links the invitations page.
      await userMenuItem(staff.page, 'user-menu-admin');
      await staff.page.getByTestId('admin-link-invitation-manage').click();
      await staff.page.waitForURL((url) => url.pathname === `/${locale}/invitation/manage`);
      await staff.page.getByTestId('invitation-create').click();
      const created = staff.page.getByTestId('invitation-created-link');
      await expect.poll(() => created.isVisible()).toBe(true);
      link = (await created.getAttribute('data-link'))!;
      expect(link).toContain(`/${locale}/user/register?invitation=`);
      await staff.page.screenshot({ path: `e2e/artifacts/signup-invitations-${locale}-1440.png`, fullPage: true });
      // On a phone the form fits the screen: inline, its e-mail field ran 85 px past the edge.
      await staff.page.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(() => staff.page.evaluate<number>('document.documentElement.scrollWidth'))
        .toBeLessThanOrEqual(390);
      const email = await staff.page.getByTestId('invitation-email').boundingBox();
      expect(email!.x + email!.width).toBeLessThanOrEqual(390);
      await staff.page.screenshot({ path: `e2e/artifacts/signup-invitations-${locale}-390.png`, fullPage: true });
    } finally {
      await staff.context.close();
    }

    const newcomer = await pageOn(inviteOnly, locale, 390);
    try {
      // Without the link the page says how to get one; with it, the form.
      await newcomer.page.goto(`/${locale}/user/register`);
      await expect.poll(() => newcomer.page.getByTestId('register-unavailable').isVisible()).toBe(true);
      await newcomer.page.goto(new URL(link).pathname + new URL(link).search);
      await expect.poll(() => newcomer.page.getByText(text(locale, 'user.register.invited')).isVisible()).toBe(true);
      await registerWithoutCode(
        newcomer.page,
        locale,
        `invited-${locale}-${stamp()}@example.org`,
        `signup-invited-${locale}-390`,
      );
      // The link worked once: opened again, it says it was used.
      await newcomer.page.goto(new URL(link).pathname + new URL(link).search);
      await expect.poll(() => newcomer.page.getByText(text(locale, 'errors.INVITATION_USED')).isVisible()).toBe(true);
    } finally {
      await newcomer.context.close();
    }
  });
});
