import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from './browser';
import { ACTION_TIMEOUT_MS, tokenHeader, useBrowser } from './session';
import { buttonName, filled, label, text, type Locale } from './texts';

/*
 * WeChat login (issue 15 item 5) against the local OAuth2 server of global-setup.ts: the browser really goes to its
 * qrconnect page and comes back through the server's callback; the test confirms on that page as the phone would.
 */

const browser = useBrowser();

async function openWechatLogin(locale: Locale) {
  const opened = await newPage(browser());
  opened.page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await opened.page.goto(`/${locale}/user/login`);
  await opened.page.getByRole('link', { name: text(locale, 'user.wechat.title') }).click();
  await opened.page.waitForURL((url) => url.pathname === `/${locale}/user/wlogin`);
  return opened;
}

/** Scan: to WeChat's page, confirm as this WeChat user, and back through the callback. */
async function scan(page: Page, locale: Locale, who: { unionid: string; nickname: string; userinfo?: 'ok' | 'fail' }) {
  await page.getByRole('button', { name: text(locale, 'user.wechat.scan') }).click();
  await page.waitForURL((url) => url.pathname === '/connect/qrconnect');
  await page.locator('input[name=unionid]').fill(who.unionid);
  await page.locator('input[name=nickname]').fill(who.nickname);
  await page.locator('select[name=userinfo]').selectOption(who.userinfo ?? 'ok');
  await page.getByRole('button', { name: 'Confirm login' }).click();
}

const someone = () => {
  const id = randomBytes(4).toString('hex');
  return { unionid: `u-${id}`, nickname: `wx ${id}`, username: `wx_${id}` };
};

/** A new account made by quick registration after a scan; its page is left on the dashboard, logged in. */
async function registerQuickly(locale: Locale, who: ReturnType<typeof someone>, password: string) {
  const opened = await openWechatLogin(locale);
  await scan(opened.page, locale, who);
  await opened.page.waitForURL((url) => url.pathname === `/${locale}/user/weixin/bind`);
  await opened.page.goto(`/${locale}/user/weixin/soonRegist`);
  await opened.page.locator('#wechat-register_username').fill(who.username);
  await opened.page.locator('#wechat-register_password').fill(password);
  await opened.page.locator('#wechat-register_rePassword').fill(password);
  await opened.page.locator('#wechat-register_rePassword').press('Enter');
  await opened.page.waitForURL((url) => url.pathname === `/${locale}/dashboard`);
  return opened;
}

/** The profile's WeChat row: confirms an action (bind or unbind) with the password in its dialog. */
async function confirmWechatAction(page: Page, locale: Locale, action: 'bind' | 'unbind', password: string) {
  const row = page.getByTestId('security-wechat');
  await row.getByRole('button', { name: buttonName(locale, `userinfo.wechat.${action}`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label(locale, 'userinfo.security.password.current')).fill(password);
  const ok = action === 'bind' ? 'userinfo.wechat.bindContinue' : 'userinfo.wechat.unbind';
  await dialog.getByRole('button', { name: buttonName(locale, ok) }).click();
}

for (const locale of ['zh', 'en'] as const) {
  describe(`${locale}: WeChat login`, () => {
    it('an unknown WeChat user registers quickly, then logs in by scanning alone', async () => {
      const who = someone();
      const first = await openWechatLogin(locale);
      try {
        await scan(first.page, locale, who);
        await first.page.waitForURL((url) => url.pathname === `/${locale}/user/weixin/bind`);
        await expect
          .poll(() => first.page.getByText(filled(locale, 'user.wechat.pendingWho', who)).isVisible())
          .toBe(true);
        await first.page.getByRole('link', { name: text(locale, 'user.wechat.registerLink') }).click();
        await first.page.waitForURL((url) => url.pathname === `/${locale}/user/weixin/soonRegist`);

        // Field rules are the server's too: a short password is refused on its field before anything is sent.
        await first.page.locator('#wechat-register_username').fill(who.username);
        await first.page.locator('#wechat-register_password').fill('short');
        await first.page.locator('#wechat-register_rePassword').fill('short');
        await first.page.locator('#wechat-register_rePassword').press('Enter');
        await expect.poll(() => first.page.getByText(text(locale, 'errors.PASSWORD_TOO_SHORT')).isVisible()).toBe(true);
        await first.page.locator('#wechat-register_password').fill('long-enough-1');
        await first.page.locator('#wechat-register_rePassword').fill('long-enough-1');
        await first.page.locator('#wechat-register_rePassword').press('Enter');
        await first.page.waitForURL((url) => url.pathname === `/${locale}/dashboard`);
        await expect.poll(() => first.page.getByText(who.username).first().isVisible()).toBe(true);
      } finally {
        await first.context.close();
      }

      const again = await openWechatLogin(locale);
      try {
        await scan(again.page, locale, who);
        await again.page.waitForURL((url) => url.pathname === `/${locale}/dashboard`);
        await expect.poll(() => again.page.getByText(who.username).first().isVisible()).toBe(true);
      } finally {
        await again.context.close();
      }
    });

    it('an unknown WeChat user binds an account by its password', async () => {
      // An account of its own (quick registration, then WeChat unbound by the API) keeps the demo account untouched.
      const owner = someone();
      const setup = await registerQuickly(locale, owner, 'long-enough-2');
      try {
        const me = (await (await setup.page.request.get('/api/v1/user/getCurrentUser')).json()) as { id: string };
        const unbound = await setup.page.request.post('/api/v1/account/wechat/unbind', {
          headers: await tokenHeader(setup.page),
          data: { userId: me.id, password: 'long-enough-2' },
        });
        expect(unbound.status()).toBe(200);
      } finally {
        await setup.context.close();
      }

      const who = someone();
      const { context, page } = await openWechatLogin(locale);
      try {
        await scan(page, locale, who);
        await page.waitForURL((url) => url.pathname === `/${locale}/user/weixin/bind`);
        await page.locator('#wechat-bind_username').fill(owner.username);
        await page.locator('#wechat-bind_password').fill('wrong-password');
        await page.locator('#wechat-bind_password').press('Enter');
        await expect.poll(() => page.getByText(text(locale, 'errors.LOGIN_FAILED')).isVisible()).toBe(true);
        await page.locator('#wechat-bind_password').fill('long-enough-2');
        await page.locator('#wechat-bind_password').press('Enter');
        await page.waitForURL((url) => url.pathname === `/${locale}/dashboard`);
        await expect.poll(() => page.getByText(owner.username).first().isVisible()).toBe(true);
      } finally {
        await context.close();
      }
    });

    it('a logged-in user unbinds WeChat and binds another from the profile, the password asked each time', async () => {
      const owner = someone();
      const { context, page } = await registerQuickly(locale, owner, 'long-enough-3');
      try {
        await page.goto(`/${locale}/userinfo/edit`);
        const state = page.getByTestId('wechat-binding-state');
        await expect.poll(() => state.textContent()).toBe(filled(locale, 'userinfo.wechat.boundTo', owner));
        await confirmWechatAction(page, locale, 'unbind', 'long-enough-3');
        await expect.poll(() => state.textContent()).toBe(text(locale, 'userinfo.wechat.notBound'));

        const other = someone();
        await confirmWechatAction(page, locale, 'bind', 'long-enough-3');
        await page.waitForURL((url) => url.pathname === '/connect/qrconnect');
        await page.locator('input[name=unionid]').fill(other.unionid);
        await page.locator('input[name=nickname]').fill(other.nickname);
        await page.getByRole('button', { name: 'Confirm login' }).click();
        await page.waitForURL((url) => url.pathname === `/${locale}/userinfo/edit`);
        await expect.poll(() => state.textContent()).toBe(filled(locale, 'userinfo.wechat.boundTo', other));
      } finally {
        await context.close();
      }
    });

    it('a WeChat information failure is said, then the profile is opened after 3 seconds', async () => {
      const { context, page } = await openWechatLogin(locale);
      try {
        await scan(page, locale, { ...someone(), userinfo: 'fail' });
        await page.waitForURL((url) => url.pathname === `/${locale}/user/wlogin`);
        await expect.poll(() => page.getByText(text(locale, 'errors.WECHAT_INFO_FAILED')).isVisible()).toBe(true);
        // Logged out, the profile sends on to the login with the profile as its redirect.
        await page.waitForURL((url) => url.searchParams.get('redirect') === `/${locale}/userinfo/edit`);
      } finally {
        await context.close();
      }
    });
  });
}
