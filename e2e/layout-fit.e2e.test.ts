import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newPage } from './browser';
import { uploadToPrivateRoot } from './my-data-api';
import { ACTION_TIMEOUT_MS, logInTo, screenshotIfFailed, useBrowser } from './session';
import { text, type Locale } from './texts';

/*
 * Nothing lies over the page (issue 14 item 9): on a phone the navigation stays folded after login (its current
 * group used to open as a flyout over the page), the footer widgets are one folded button, and at the end of the data
 * page its pagination is free, on a phone and on a wide screen. Also: custom-detail opened without its query asks the
 * server nothing (it used to call /api/v1/projects//custom/).
 */

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };

type Box = { x: number; y: number; width: number; height: number };
/** The DOM of an element as the checks below use it (the e2e project has no DOM types). */
interface PageElement {
  getBoundingClientRect(): Box;
  contains(other: unknown): boolean;
  ownerDocument: { elementFromPoint(x: number, y: number): unknown };
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the element on top at the centre of each of the locator's matches is that match (or inside it). */
async function onTop(locator: Locator): Promise<boolean[]> {
  return locator.evaluateAll((elements: PageElement[]) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const hit = element.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && element.contains(hit);
    }),
  );
}

async function openAt(viewport: typeof PHONE, locale: Locale, path: string) {
  const opened = await newPage(browser(), locale === 'zh' ? 'zh-CN' : 'en-US');
  opened.page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await opened.page.setViewportSize(viewport);
  await logInTo(opened.page, locale, path);
  return opened;
}

for (const locale of ['zh', 'en'] as const) {
  describe(`${locale}: the console at 390x844`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await openAt(PHONE, locale, `/${locale}/myjob/task/list`));
    });
    afterAll(() => context.close());
    afterEach((ctx) => screenshotIfFailed(ctx, page, `layout-fit-${locale}`));

    it('keeps the navigation folded after login, with no submenu over the page, and opens it on demand', async () => {
      await page.locator('.task-list-page').waitFor();
      await page.locator('.footer-widgets').waitFor();
      expect(await page.locator('.ant-menu-submenu-popup:visible').count()).toBe(0);
      expect(await page.locator('.app-sider .ant-menu:visible').count()).toBe(0);
      expect(await onTop(page.locator('.task-list-page'))).toEqual([true]);

      await page.getByRole('button', { name: text(locale, 'layout.menu.expand') }).click();
      const myJobs = page.locator('.app-sider .ant-menu-submenu-open').getByText(text(locale, 'layout.menu.myJobs'));
      await myJobs.waitFor();
      expect(await page.locator('.ant-menu-submenu-popup:visible').count()).toBe(0);
    });
  });
}

describe('en: the end of the data page', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openAt(PHONE, 'en', '/en/dashboard'));
    // More files than one page holds, so the table has its pagination.
    const stamp = Date.now();
    for (let i = 0; i < 11; i += 1) await uploadToPrivateRoot(page, `e2e_fit_${stamp}_${i}.txt`, `${i}\n`);
  });
  afterAll(() => context.close());
  afterEach((ctx) => screenshotIfFailed(ctx, page, 'layout-fit-data'));

  for (const [name, viewport] of [
    ['390x844', PHONE],
    ['1440x900', WIDE],
  ] as const) {
    it(`leaves the pagination free of the footer widgets at ${name}`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/en/mydata/private');
      const pagination = page.locator('.files-table .ant-pagination');
      await pagination.waitFor();
      const widgets = page.locator('.footer-widgets');
      await widgets.waitFor();
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      // Folded: one small button, not a column.
      const widgetBox = (await widgets.boundingBox())!;
      expect(widgetBox.height).toBeLessThanOrEqual(40);
      // In the page's right margin: at whatever scroll, it covers no cell of the table.
      const table = (await page.locator('.files-table .ant-table').boundingBox())!;
      expect(widgetBox.x).toBeGreaterThanOrEqual(table.x + table.width);
      await expect.poll(async () => overlaps((await pagination.boundingBox())!, widgetBox)).toBe(false);
      const items = pagination.locator('li:visible');
      expect(await items.count()).toBeGreaterThan(2);
      expect((await onTop(items)).every(Boolean)).toBe(true);
    });
  }
});

describe('en: custom-detail without its query', () => {
  let context: BrowserContext;
  let page: Page;
  const requested: string[] = [];
  beforeAll(async () => {
    ({ context, page } = await openAt(WIDE, 'en', '/en/dashboard'));
    page.on('request', (request) => requested.push(request.url()));
  });
  afterAll(() => context.close());
  afterEach((ctx) => screenshotIfFailed(ctx, page, 'layout-fit-custom'));

  it('says the address names no request and asks the server nothing for it', async () => {
    await page.goto('/en/project/custom-detail');
    await page.getByText(text('en', 'project.custom.noRef')).waitFor();
    expect(requested.filter((url) => url.includes('/api/') && url.includes('/custom'))).toEqual([]);
  });
});
