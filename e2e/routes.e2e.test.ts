import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ALL_ROUTES, type RouteName } from '../apps/web/src/shared/config/paths';
import { baseUrl, launchBrowser, newPage } from './browser';
import { logIn } from './session';
import { pageTitle, text, type Locale } from './texts';

const LOCALES = ['zh', 'en'] as const satisfies readonly Locale[];

/**
 * Waits until the title is the expected one; false if it never becomes it. The limit only bounds a wrong page (a
 * right one is waited for however slow the machine): a route that never shows its title is reported, not retried.
 */
const titleBecomes = (page: Page, expected: string) => becomes(async () => (await page.title()) === expected);

/**
 * Waits until the page shows some text: the title comes with the route, the page's own script may still be loading
 * (a bare page shows nothing until then). False if it stays blank.
 */
const showsText = (page: Page) => becomes(async () => (await page.locator('body').innerText()).trim().length >= 10);

/** Polls `check` until true, for up to a minute. Read from here, not by waitForFunction: the console's CSP forbids eval. */
async function becomes(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * Opens a page without waiting for its load event: what is checked is waited for on its own (the title), and on a
 * loaded machine the load event has come after the 30 s a goto waits.
 */
const open = (page: Page, url: string) => page.goto(url, { waitUntil: 'commit' });

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
    await open(page, url);
    return;
  }
  await page.evaluate((to) => {
    // The page's window, typed here (the e2e project has no DOM types).
    const win = globalThis as unknown as InAppWindow;
    win.history.pushState(null, '', to);
    win.dispatchEvent(new win.PopStateEvent('popstate'));
  }, url);
}

/**
 * The walk's sample: one route of each shell and area, redirects among them (what a route's table says is checked
 * route by route, both locales, in apps/web/src/app/router.test.ts; here a browser checks the rendering). A change of
 * the list is a change of what the browser proves: keep one route per area and every kind (page, coming-soon page,
 * forwarding route, logged-in redirect, project frame, bare page).
 */
const SAMPLE: readonly RouteName[] = [
  'user', // account shell; a logged-in visitor is sent to the dashboard
  'user-agreement', // account page
  'dashboard',
  'userinfo-edit',
  'project-detail', // forwards into the project frame
  'project-detail-data-files',
  'software-medical', // forwards to the app list
  'software-tools-boxplot', // drawing page (its charts chunk)
  'mydata-private',
  'myjob-compute-detail', // forwards to the job's input tab
  'myjob-task-list',
  'mysample-list',
  'message-list',
  'help',
  'article-index',
  'cloudgroup', // a route without its page yet: the coming-soon page
  'jumpv3', // bare, outside the console layout
];

it('walks a sample of every shell and area of the router table', () => {
  const shells = new Set(SAMPLE.map((name) => ALL_ROUTES.find((route) => route.name === name)?.shell));
  expect([...shells].sort()).toEqual(['account', 'bare', 'console']);
});

// The two walks go side by side: each mostly waits on its own page's loads, and the machine has two cores.
describe.concurrent('both locales at once', () => {
  for (const locale of LOCALES) {
    it(
      `${locale}: each sampled route shows its own page, never the not-found page or a blank one`,
      { timeout: 300_000 },
      async ({ expect }) => {
        const page = pages.get(locale)!;
        const failures: string[] = [];
        for (const [index, name] of SAMPLE.entries()) {
          const route = ALL_ROUTES.find((entry) => entry.name === name)!;
          const url = `/${locale}${route.example}`;
          // Every route is loaded cold in one locale and reached in-app in the other: both paths, half the loads.
          await visit(page, url, index % 2 === (locale === 'zh' ? 0 : 1));
          const expectedName = route.loggedInRedirectTo ?? route.redirectTo ?? route.name;
          const title = pageTitle(locale, expectedName);
          if (!(await titleBecomes(page, title))) {
            failures.push(`${url}: title "${await page.title()}", expected "${title}"`);
            continue;
          }
          if (!(await showsText(page))) failures.push(`${url}: blank page`);
          if (await page.locator('.ant-result-404').count()) failures.push(`${url}: not-found page`);
        }
        expect(failures).toEqual([]);
      },
    );
  }
});

describe('the page title', () => {
  for (const locale of LOCALES) {
    // The instance configuration (one product name, one language) used to arrive after the first paint and rename the
    // page: "工作台 - 生物信息云平台", then "工作台 - BioCloud" (walkthrough L1). Its answer is held back here until the
    // title has shown, then let through: the title must not change once the configuration is on the page.
    it(`${locale}: is the same on a cold load before and after the instance configuration arrives`, async () => {
      const { context: cold, page } = await newPage(browser);
      try {
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let configured = '';
        await page.route('**/cms/instance/getOneInstance', async (route) => {
          const response = await route.fetch();
          configured = ((await response.json()) as { data: { productName: string } }).data.productName;
          await released;
          await route.fulfill({ response });
        });
        const expected = pageTitle(locale, 'user-login');
        await open(page, `/${locale}/user/login`);
        expect(await titleBecomes(page, expected)).toBe(true);

        release();
        // The brand shows the configuration's product name: the configuration has reached the page.
        await expect.poll(() => configured).not.toBe('');
        expect(configured).not.toBe(text(locale, 'common.productName'));
        await expect.poll(() => page.locator('.brand-name').textContent()).toBe(configured);
        expect(await page.title()).toBe(expected);

        // Warm: the texts now come from the browser's cache and the configuration answers at once.
        await page.unroute('**/cms/instance/getOneInstance');
        await page.reload({ waitUntil: 'commit' });
        expect(await titleBecomes(page, expected)).toBe(true);
        await expect.poll(() => page.locator('.brand-name').textContent()).toBe(configured);
        expect(await page.title()).toBe(expected);
      } finally {
        await cold.close();
      }
    });
  }
});
