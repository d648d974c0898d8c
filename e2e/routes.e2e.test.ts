import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ALL_ROUTES } from '../apps/web/src/shared/config/paths';
import { baseUrl, launchBrowser, newPage } from './browser';
import { logIn } from './session';
import { text, type Locale } from './texts';

const LOCALES = ['zh', 'en'] as const satisfies readonly Locale[];

let browser: Browser;
let context: BrowserContext;
/** One page per locale, both logged in through the context's one session. */
const pages = new Map<Locale, Page>();

beforeAll(async () => {
  browser = await launchBrowser();
  let page: Page;
  ({ context, page } = await newPage(browser));
  await page.goto('/en/user/login');
  await logIn(page);
  await page.waitForURL((url) => url.pathname === '/en/dashboard');
  pages.set('en', page);
  pages.set('zh', await context.newPage());
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

interface InAppWindow {
  history: { pushState(state: null, unused: string, url: string): void };
  dispatchEvent(event: unknown): boolean;
  PopStateEvent: new (type: string) => unknown;
}

/**
 * Opens `url` on `page` by a full load (`cold`), or as the app's own navigation does (a history entry that the router
 * follows, as after a link click): a full load boots the whole app, a second or more on a loaded machine. A page that
 * is not on the console (the first visit, or a route that left it) always gets a full load.
 */
async function visit(page: Page, url: string, cold: boolean) {
  if (cold || new URL(page.url()).origin !== new URL(baseUrl()).origin) {
    await page.goto(url);
    return;
  }
  await page.evaluate((to) => {
    // The page's window, typed here (the e2e project has no DOM types).
    const win = globalThis as unknown as InAppWindow;
    win.history.pushState(null, '', to);
    win.dispatchEvent(new win.PopStateEvent('popstate'));
  }, url);
}

it('knows every route of both spec documents', () => {
  expect(ALL_ROUTES.length).toBeGreaterThanOrEqual(100);
});

// The two walks go side by side: each mostly waits on its own page's loads, and the machine has two cores.
describe.concurrent('both locales at once', () => {
  for (const locale of LOCALES) {
    it(
      `${locale}: every route resolves to its own page, never the not-found page or a blank one`,
      { timeout: 600_000 },
      async ({ expect }) => {
        const page = pages.get(locale)!;
        const failures: string[] = [];
        for (const [index, route] of ALL_ROUTES.entries()) {
          const url = `/${locale}${route.example}`;
          // Every route is loaded cold in one locale and reached in-app in the other: both paths, half the loads.
          await visit(page, url, index % 2 === (locale === 'zh' ? 0 : 1));
          const expectedName = route.loggedInRedirectTo ?? route.redirectTo ?? route.name;
          const title = text(locale, `routes.${expectedName}`);
          try {
            await expect.poll(() => page.title(), { timeout: 5000 }).toContain(title);
          } catch {
            failures.push(`${url}: title "${await page.title()}", expected "${title}"`);
            continue;
          }
          if (await page.locator('.ant-result-404').count()) failures.push(`${url}: not-found page`);
          const bodyText = (await page.locator('body').innerText()).trim();
          if (bodyText.length < 10) failures.push(`${url}: blank page`);
        }
        expect(failures).toEqual([]);
      },
    );
  }
});
