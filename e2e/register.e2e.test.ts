import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { mailsTo } from './caught-mails';
import { smsTo } from './caught-sms';
import { buttonName, text, type Locale } from './texts';

/*
 * Registration in the browser against the local providers of the global setup: in zh by phone (the code read from the
 * local SendSms endpoint), in en by e-mail (from the SMTP catcher); step A, step B, success, logged in.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const stamp = () => `${Date.now()}`.slice(-8);

async function codeFrom(read: () => Promise<string | undefined>): Promise<string> {
  await expect.poll(read, { timeout: 30_000 }).toMatch(/^\d{6}$/);
  return (await read())!;
}

async function fillStepB(page: Page, locale: Locale, company: string) {
  await expect.poll(() => page.locator('#register_realName').isVisible()).toBe(true);
  await page.fill('#register_realName', locale === 'zh' ? '李雷' : 'Li Lei');
  await page.fill('#register_company', company);
  await page.fill('#register_professional', locale === 'zh' ? '研究员' : 'Researcher');
  await page.getByRole('button', { name: buttonName(locale, 'user.register.submit') }).click();
  // The agreement is not yet accepted: refused on its field, nothing sent.
  await expect
    .poll(() => page.getByText(text(locale, 'errors.AGREEMENT_REQUIRED'), { exact: true }).isVisible())
    .toBe(true);
  await page.locator('#register_agreement').check();
  await page.getByRole('button', { name: buttonName(locale, 'user.register.submit') }).click();
  await expect.poll(() => page.getByText(text(locale, 'user.register.successTitle')).isVisible()).toBe(true);
  await expect.poll(() => page.getByText(text(locale, 'user.register.successText')).isVisible()).toBe(true);
  await page.getByRole('button', { name: buttonName(locale, 'user.register.toDashboard') }).click();
  await page.waitForURL((url) => url.pathname === `/${locale}/dashboard`);
}

describe('registration', () => {
  it('zh: registers by phone with an SMS code, then is logged in', async () => {
    const { context, page } = await newPage(browser, 'zh-CN');
    const phone = `137${stamp()}`;
    try {
      await page.goto('/zh/user/register');
      await expect.poll(() => page.locator('#register_phone').isVisible()).toBe(true);
      // Next with an empty form: the rules speak per field.
      await page.getByRole('button', { name: buttonName('zh', 'user.register.next') }).click();
      await expect.poll(() => page.getByText(text('zh', 'errors.PHONE_INVALID')).isVisible()).toBe(true);

      await page.fill('#register_phone', phone);
      await page.fill('#register_email', `zh-${phone}@example.org`);
      await page.getByRole('button', { name: buttonName('zh', 'common.sendCode.send') }).click();
      const code = await codeFrom(async () => (await smsTo(phone))[0]?.params.code);
      await expect.poll(() => page.locator('.send-code-button').textContent()).toMatch(/\d+/);
      await page.fill('#register_code', code);
      await page.fill('#register_password', 'secret-123');
      await page.fill('#register_rePassword', 'secret-123');
      await page.getByRole('button', { name: buttonName('zh', 'user.register.next') }).click();
      await fillStepB(page, 'zh', `测序研究所 ${phone}`);
    } finally {
      await context.close();
    }
  });

  it('en: registers by e-mail with a mailed code, then is logged in', async () => {
    const { context, page } = await newPage(browser);
    const email = `en-${stamp()}@example.org`;
    try {
      await page.goto('/en/user/register');
      await page.getByText(text('en', 'user.register.by.email')).click();
      await expect.poll(() => page.locator('#register_phone').count()).toBe(0);
      await page.fill('#register_email', email);
      await page.getByRole('button', { name: buttonName('en', 'common.sendCode.send') }).click();
      const code = await codeFrom(async () => /\b(\d{6})\b/.exec((await mailsTo(email))[0]?.text ?? '')?.[1]);
      await page.fill('#register_code', code);
      await page.fill('#register_password', 'secret-123');
      await page.fill('#register_rePassword', 'secret-123');
      await page.getByRole('button', { name: buttonName('en', 'user.register.next') }).click();
      await fillStepB(page, 'en', `Sequencing Institute ${email}`);
    } finally {
      await context.close();
    }
  });

  it('shows the user agreement from the content in both languages', async () => {
    const { context, page } = await newPage(browser);
    try {
      for (const locale of ['zh', 'en'] as const) {
        await page.goto(`/${locale}/user/agreement`);
        await expect.poll(() => page.getByText(text(locale, 'user.agreement.title')).first().isVisible()).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});
