import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { uploadToPrivateRoot } from './my-data-api';
import { quickSearch as quickSearchFor } from './quick-search';
import { openLoggedIn, screenshotIfFailed, tokenHeader, useBrowser } from './session';
import { buttonName, text, type Locale } from './texts';

/*
 * Issue 18 item 5 in the browser, in both locales: quick access finds the user's own project and file by name, the
 * feedback form opens from the header and the footer, back to top, the locale switch keeps the page, the small pages
 * (promotion, iframe of configured pages only, live jump), and nothing wider than a 390 px phone.
 */

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

/** The browser's remembered choice (app/layout/footer-widgets.tsx WIDGETS_SHOWN_KEY). */
const WIDGETS_SHOWN_KEY = 'biocloud.footerWidgets.shown';

/** Opens the footer widgets unless the browser remembers them shown (one click: a second would fold them again). */
async function showWidgets(page: Page, locale: Locale) {
  const toggle = page.locator('.footer-widgets > .ant-float-btn').last();
  await toggle.waitFor();
  const shown = await page.evaluate<string | null>(`localStorage.getItem('${WIDGETS_SHOWN_KEY}')`);
  if (shown !== 'true') await toggle.click();
  await page
    .locator('.footer-widgets')
    .getByRole('button', { name: text(locale, 'layout.widgets.suggestion') })
    .waitFor();
  expect(await page.evaluate<string | null>(`localStorage.getItem('${WIDGETS_SHOWN_KEY}')`)).toBe('true');
}

/** Cancels a dialog once its opening animation is over (a click during it can be lost). */
async function closeDialog(dialog: Locator, locale: Locale) {
  await expect.poll(() => dialog.getAttribute('class')).not.toContain('zoom');
  await dialog.getByRole('button', { name: buttonName(locale, 'common.cancel') }).click();
}

const pageWidth = (page: Page) =>
  page.evaluate<[number, number]>('[document.documentElement.scrollWidth, document.documentElement.clientWidth]');

for (const locale of ['en', 'zh'] as const satisfies readonly Locale[]) {
  describe(`${locale}: header and footer widgets`, () => {
    let context: BrowserContext;
    let page: Page;
    const tx = (key: string) => text(locale, key);
    const stamp = `${locale}${Date.now().toString(36)}`;

    beforeAll(async () => {
      ({ context, page } = await openLoggedIn(browser(), locale, `/${locale}/dashboard`));
      const created = await page.request.post('/api/v1/projects', {
        headers: await tokenHeader(page),
        data: { name: `Widget project ${stamp}` },
      });
      expect(created.status()).toBe(200);
      await uploadToPrivateRoot(page, `widget_file_${stamp}.txt`, 'x\n');
    });
    afterAll(() => context.close());
    afterEach((ctx) => screenshotIfFailed(ctx, page, `layout-widgets-${locale}`));

    const quickSearch = (term: string, name: string) =>
      quickSearchFor(page, tx('layout.search.placeholder'), term, name);

    it('finds an own project and an own file by name in quick access', async () => {
      await quickSearch(`project ${stamp}`, `Widget project ${stamp}`);
      await page.waitForURL((url) => url.pathname.startsWith(`/${locale}/project/detail/`));
      await quickSearch(`file_${stamp}`, `widget_file_${stamp}.txt`);
      await page.waitForURL((url) => url.pathname.startsWith(`/${locale}/mydata/private/`));
      expect(new URL(page.url()).searchParams.get('search')).toBe(`widget_file_${stamp}.txt`);
      await page.locator('.files-table').getByText(`widget_file_${stamp}.txt`).waitFor();
    });

    it('opens the feedback form from the header and from the footer', async () => {
      const dialog = page.locator('.ant-modal', { hasText: tx('help.feedback.title') });
      await page
        .locator('.app-header')
        .getByRole('button', { name: tx('layout.header.feedback'), exact: true })
        .click();
      await dialog.waitFor();
      await closeDialog(dialog, locale);
      await dialog.waitFor({ state: 'hidden' });

      await showWidgets(page, locale);
      await page
        .locator('.footer-widgets')
        .getByRole('button', { name: tx('layout.widgets.suggestion') })
        .click();
      await dialog.waitFor();
      await closeDialog(dialog, locale);
      await dialog.waitFor({ state: 'hidden' });
    });

    it('goes back to the top, and keeps the widgets shown after a reload', async () => {
      await page.goto(`/${locale}/software/tools/list`);
      await page.getByTestId('tool-card').first().waitFor();
      await page.setViewportSize({ width: 1400, height: 400 });
      await showWidgets(page, locale);
      // Scrolled with the widgets shown, so back to top hears the scroll and appears.
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      await page
        .locator('.footer-widgets')
        .getByRole('button', { name: tx('layout.widgets.backToTop') })
        .click();
      await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
      await page.setViewportSize({ width: 1400, height: 900 });

      await page.reload();
      await page
        .locator('.footer-widgets')
        .getByRole('button', { name: tx('layout.widgets.suggestion') })
        .waitFor();
    });

    it('switches the locale on the same page, keeping its query', async () => {
      const other = locale === 'en' ? 'zh' : 'en';
      await page.goto(`/${locale}/software/tools/list?softTypeId=drawing`);
      await page.getByRole('button', { name: tx('layout.header.language') }).click();
      await page.waitForURL((url) => url.pathname === `/${other}/software/tools/list`);
      expect(new URL(page.url()).searchParams.get('softTypeId')).toBe('drawing');
    });

    it('shows a configured promotion, and refuses an unknown one', async () => {
      await page.goto(`/${locale}/promote/active/tools`);
      await page.getByText(tx('contentPages.promote.types.tools.title')).waitFor();
      await page.getByRole('link', { name: tx('contentPages.promote.types.tools.action') }).click();
      await page.waitForURL((url) => url.pathname === `/${locale}/software/tools/list`);
      await page.goto(`/${locale}/promote/active/nope`);
      await page.getByText(tx('contentPages.promote.unknown')).waitFor();
    });

    it('frames a configured page by its key, never an address from the query', async () => {
      await page.goto(`/${locale}/iframe?page=agreement`);
      await expect
        .poll(() => page.locator('iframe.iframe-page-frame').getAttribute('src'))
        .toBe(`/${locale}/user/agreement`);
      await page.goto(`/${locale}/iframe?url=${encodeURIComponent('https://example.com/')}`);
      await page.getByText(tx('contentPages.iframe.unknown')).waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      await page.goto(`/${locale}/iframe?page=${encodeURIComponent('https://example.com/')}`);
      await page.getByText(tx('contentPages.iframe.unknown')).waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
    });

    it('asks for the live address and says when there is no live broadcast', async () => {
      const asked = page.waitForResponse((res) => res.url().includes('/api/v1/webCast/getJumpUrl'));
      await page.goto(`/${locale}/loading?live`);
      expect((await asked).status()).toBe(200);
      await page.getByText(tx('contentPages.live.none')).waitFor();
    });

    it('fits a 390 px phone: header, open widgets and the small pages', async () => {
      await page.setViewportSize(PHONE);
      for (const path of ['dashboard', 'promote/active/live', 'iframe?page=agreement', 'loading?live']) {
        await page.goto(`/${locale}/${path}`);
        await page.locator('.app-content .ant-card, .app-content .iframe-page').first().waitFor();
        await showWidgets(page, locale);
        const [scrollWidth, clientWidth] = await pageWidth(page);
        expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
        const header = (await page.locator('.app-header').boundingBox())!;
        expect(header.x + header.width, path).toBeLessThanOrEqual(PHONE.width);
      }
      // Quick access stays on phones, inside the header.
      const search = (await page.getByLabel(tx('layout.search.placeholder')).boundingBox())!;
      expect(search.width).toBeGreaterThan(60);
      expect(search.x + search.width).toBeLessThanOrEqual(PHONE.width);
    });
  });
}
