import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO, launchBrowser, newPage } from './browser';
import { logIn, userMenuItem } from './session';
import { pageTitle, text } from './texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

for (const locale of ['zh', 'en'] as const) {
  const other = locale === 'zh' ? 'en' : 'zh';

  describe(`${locale}: login, layout, locale switch, logout`, () => {
    it('sends a logged-out visitor to login with the redirect query, then back after login', async () => {
      const { context, page } = await newPage(browser);
      try {
        await page.goto(`/${locale}/myjob/task/list`);
        await page.waitForURL((url) => url.pathname === `/${locale}/user/login`);
        expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/${locale}/myjob/task/list`);
        await expect.poll(() => page.locator('#login_username').isVisible()).toBe(true);

        await logIn(page, { ...DEMO, password: 'wrong-password' });
        await expect.poll(() => page.getByText(text(locale, 'errors.LOGIN_FAILED')).isVisible()).toBe(true);

        await logIn(page);
        await page.waitForURL((url) => url.pathname === `/${locale}/myjob/task/list`);
        const cookies = await context.cookies();
        expect(cookies.find((c) => c.name === 'token')?.value).toBeTruthy();
        // Logged in, opening user-login goes to the redirect target.
        await page.goto(`/${locale}/user/login?redirect=${encodeURIComponent(`/${locale}/dashboard`)}`);
        await page.waitForURL((url) => url.pathname === `/${locale}/dashboard`);
      } finally {
        await context.close();
      }
    });

    it('shows the layout, switches locale keeping the path, and logs out', async () => {
      const { context, page } = await newPage(browser);
      try {
        await page.goto(`/${locale}/user/login`);
        await logIn(page);
        await page.waitForURL((url) => url.pathname === `/${locale}/dashboard`);
        await expect.poll(() => page.locator('header').first().isVisible()).toBe(true);
        await expect.poll(() => page.locator('nav, .ant-menu').first().isVisible()).toBe(true);
        await expect.poll(() => page.getByText(DEMO.username).first().isVisible()).toBe(true);
        await expect.poll(() => page.title()).toBe(pageTitle(locale, 'dashboard'));

        // The quick search and the user menu fetch their antd parts on first focus (issue 13 item 8): what is typed
        // at once stays, in the box that keeps the focus, and Enter on the menu button opens the menu.
        const search = page.getByLabel(text(locale, 'layout.search.placeholder'));
        await search.focus();
        await page.keyboard.type(text(locale, 'routes.project-list'));
        await expect
          .poll(() => page.locator('.ant-select-item-option').textContent())
          .toBe(text(locale, 'routes.project-list'));
        expect(await page.locator('.quick-search input:focus').count()).toBe(1);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === `/${locale}/project/list`);
        await page.getByTestId('user-menu').focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.getByTestId('logout').isVisible()).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByTestId('logout').isVisible()).toBe(false);

        await page.getByTestId('locale-switch').click();
        await page.waitForURL((url) => url.pathname === `/${other}/project/list`);
        expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe(other);
        await expect.poll(() => page.title()).toBe(pageTitle(other, 'project-list'));

        await userMenuItem(page, 'logout');
        await page.waitForURL((url) => url.pathname === `/${other}/user/login`);
        await page.goto(`/${other}/dashboard`);
        await page.waitForURL((url) => url.pathname === `/${other}/user/login`);
      } finally {
        await context.close();
      }
    });

    it('shows the not-found page for unknown paths and /404/404', async () => {
      const { context, page } = await newPage(browser);
      try {
        await page.goto(`/${locale}/user/login`);
        await logIn(page);
        await page.waitForURL((url) => url.pathname === `/${locale}/dashboard`);
        await page.goto(`/${locale}/no/such/page`);
        await expect.poll(() => page.locator('.ant-result-title').textContent()).toBe(text(locale, 'notFound.title'));
        await page.goto('/404/404');
        await expect.poll(() => page.locator('.ant-result-404').isVisible()).toBe(true);
      } finally {
        await context.close();
      }
    });
  });
}

it('redirects / by browser language when no lang cookie is set', async () => {
  for (const [browserLocale, expected] of [
    ['en-US', 'en'],
    ['zh-CN', 'zh'],
    ['fr-FR', 'zh'],
  ] as const) {
    const { context, page } = await newPage(browser, browserLocale);
    try {
      await page.goto('/');
      await page.waitForURL((url) => url.pathname.startsWith(`/${expected}/`));
      const firstVisit = (await context.cookies()).find((c) => c.name === 'firstVisit');
      expect(firstVisit).toBeTruthy();
    } finally {
      await context.close();
    }
  }
});
