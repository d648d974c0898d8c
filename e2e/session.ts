import { afterAll, beforeAll, type TestContext } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO, launchBrowser, newPage } from './browser';
import type { Locale } from './texts';

/** Set-up shared by the e2e suites: one browser per file, logged-in pages, screenshots of failed tests. */

type User = { username: string; password: string };

/** A failing step ends here rather than at Playwright's default of 30 s (polls wait as long, see vitest.config.ts). */
export const ACTION_TIMEOUT_MS = 15_000;

/** The browser's own locale matching a site locale (some suites check what a zh browser is offered). */
export const browserLocaleOf = (locale: Locale) => (locale === 'zh' ? 'zh-CN' : 'en-US');

/** One browser for all the suites of a test file, closed after them; the getter is valid inside tests and hooks. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll');
    return browser;
  };
}

/**
 * The `token` header the web app sends with every call, from the page's session cookie. API calls of a test need it
 * on every method but GET: the server refuses a state-changing call that has the cookie alone (http/cross-site.ts).
 */
export async function tokenHeader(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  return token ? { token } : {};
}

/** Fills the login form already on the page and submits it. */
export async function logIn(page: Page, user: User = DEMO) {
  await page.locator('#login_username').fill(user.username);
  await page.locator('#login_password').fill(user.password);
  await page.locator('#login_password').press('Enter');
}

/** Logs in through the login page with `path` as its redirect, and waits to land there. */
export async function logInTo(page: Page, locale: Locale, path: string, user: User = DEMO) {
  await page.goto(`/${locale}/user/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page, user);
  await page.waitForURL((url) => url.pathname === path);
}

/** A new page with the e2e action timeout, logged in and on `path`. */
export async function openLoggedIn(
  browser: Browser,
  locale: Locale,
  path: string,
  options: { browserLocale?: string; user?: User } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, options.browserLocale);
  opened.page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await logInTo(opened.page, locale, path, options.user);
  return opened;
}

/** Saves the page of a failed test as e2e/artifacts/<prefix>-<test name>.png (best effort: the page may be gone). */
export async function screenshotIfFailed(ctx: TestContext, page: Page, prefix: string) {
  if (ctx.task.result?.state !== 'fail') return;
  const slug = ctx.task.name.replace(/\W+/g, '-').slice(0, 60);
  await page.screenshot({ path: `e2e/artifacts/${prefix}-${slug}.png` }).catch(() => undefined);
}

/**
 * Opens the header's user menu and clicks its entry `item` (a data-testid). The menu's code comes on the first hover
 * (OnDemandDropdown): the click waits until antd's Dropdown holds the button, so it is not lost in the swap.
 */
export async function userMenuItem(page: Page, item: string) {
  const button = page.getByTestId('user-menu');
  await button.hover();
  await page.locator('[data-testid="user-menu"].ant-dropdown-trigger').waitFor();
  await button.click();
  await page.getByTestId(item).click();
}
