/**
 * Issue 14 items 5, 6 and 11 in the browser: configured links keep the page's locale, quick access finds a drawing
 * tool by its Chinese name on either locale's page, the tool list shows the drawing tools under a type of their own,
 * and the dashboard shows the user's recent work and storage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DRAW_TYPES } from '@biocloud/charts';
import { quickSearch } from './quick-search';
import { openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { text, type Locale } from './texts';

const browser = useBrowser();
const LOCALES = ['en', 'zh'] as const satisfies readonly Locale[];

for (const locale of LOCALES) {
  describe(`${locale}: finding pages`, () => {
    let context: BrowserContext;
    let page: Page;
    const tx = (key: string) => text(locale, key);

    beforeAll(async () => {
      ({ context, page } = await openLoggedIn(browser(), locale, `/${locale}/dashboard`));
    });
    afterAll(() => context.close());

    it('keeps the page locale in every configured link', async (ctx) => {
      try {
        const hrefOf = (label: string) => page.getByLabel(label, { exact: true }).first().getAttribute('href');
        // The footer widgets are folded behind one button: unfold them to reach their links.
        await page.locator('.footer-widgets .ant-float-btn').first().click();
        await expect.poll(() => hrefOf(tx('layout.widgets.tutorial'))).toBe(`/${locale}/help`);
        expect(await hrefOf(tx('layout.widgets.onlineService'))).toBe(`/${locale}/customerService`);
        expect(await hrefOf(tx('layout.header.siteNavigation'))).toBe(`/${locale}/dashboard`);
        await page.getByLabel(tx('layout.header.appCenter'), { exact: true }).click();
        const all = page.getByRole('link', { name: tx('layout.header.appCenterAll') });
        await expect.poll(() => all.getAttribute('href')).toBe(`/${locale}/software/tools/list`);
      } finally {
        await screenshotIfFailed(ctx, page, `discover-${locale}`);
      }
    });

    it('finds the heatmap page by "热图" in quick access', async (ctx) => {
      try {
        await quickSearch(page, tx('layout.search.placeholder'), '热图', tx('routes.software-tools-heatmap'));
        await page.waitForURL((url) => url.pathname === `/${locale}/software/tools/heatmap/0/0`);
        await expect.poll(() => page.title()).toContain(tx('routes.software-tools-heatmap'));
      } finally {
        await screenshotIfFailed(ctx, page, `discover-${locale}`);
      }
    });

    it('lists the drawing tools in the tool list under their own type, and in the menu', async (ctx) => {
      try {
        await page.goto(`/${locale}/software/tools/list?softTypeId=drawing`);
        await expect.poll(() => page.getByTestId('drawing-tool-card').count()).toBe(DRAW_TYPES.length);
        expect(await page.getByTestId('tool-card').count()).toBe(0);
        const boxplot = tx('drawing.types.boxplot.name');
        await page.getByTestId('drawing-tool-card').getByRole('link', { name: boxplot, exact: true }).click();
        await page.waitForURL((url) => url.pathname === `/${locale}/software/tools/boxplot`);
        const entry = page.locator('.ant-menu-item-selected', { hasText: tx('layout.menu.drawing') });
        await expect.poll(() => entry.count()).toBe(1);
      } finally {
        await screenshotIfFailed(ctx, page, `discover-${locale}`);
      }
    });

    it('shows recent work and storage on the dashboard, each with a link to its list', async (ctx) => {
      try {
        await page.goto(`/${locale}/dashboard`);
        for (const [testId, path] of [
          ['recent-compute-jobs', 'myjob/compute/list'],
          ['recent-task-jobs', 'myjob/task/list'],
          ['recent-projects', 'project/list'],
        ] as const) {
          const card = page.getByTestId(testId);
          await card.waitFor();
          expect(await card.getByRole('link', { name: tx('dashboard.recent.viewAll') }).getAttribute('href')).toBe(
            `/${locale}/${path}`,
          );
        }
        // The demo customer has the demo project.
        await expect
          .poll(() => page.getByTestId('recent-projects').getByTestId('recent-item').count())
          .toBeGreaterThan(0);
        await expect.poll(() => page.getByTestId('storage-used').textContent()).toMatch(/\d/);
      } finally {
        await screenshotIfFailed(ctx, page, `discover-${locale}`);
      }
    });
  });
}
