import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createAccount } from './account-users';
import { staffUser } from './browser';
import { openLoggedIn, screenshotIfFailed, useBrowser, userMenuItem } from './session';
import { text, type Locale } from './texts';

/*
 * Issue 27 item 4: promote/active/:type shows promotions staff configure. A staff member opens promotion/manage from
 * the user menu and creates one; a customer opens promote/active/<type> and sees it, in both locales and at 390 px.
 */

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

for (const locale of ['en', 'zh'] as const satisfies readonly Locale[]) {
  describe(`${locale}: a promotion staff configure`, () => {
    const contexts: BrowserContext[] = [];
    let page: Page;
    const tx = (key: string) => text(locale, key);
    const type = `e2e-${locale}-${Date.now().toString(36)}`;
    const title = locale === 'zh' ? `春季优惠 ${type}` : `Spring offer ${type}`;

    beforeAll(async () => {
      const opened = await openLoggedIn(browser(), locale, `/${locale}/dashboard`, { user: staffUser() });
      contexts.push(opened.context);
      page = opened.page;
    });
    afterAll(() => Promise.all(contexts.map((c) => c.close())));
    afterEach((ctx) => screenshotIfFailed(ctx, page, `promotions-${locale}`));

    it('staff create one from the user menu', async () => {
      // The user menu leads staff to the staff console, whose menu links the promotions page.
      await userMenuItem(page, 'user-menu-admin');
      await page.getByTestId('admin-link-promotion-manage').click();
      await page.waitForURL((url) => url.pathname === `/${locale}/promotion/manage`);
      await page.getByTestId('promotion-new').click();
      await page.getByTestId('promotion-type').fill(type);
      await page.getByTestId('promotion-titleZh').fill(`春季优惠 ${type}`);
      await page.getByTestId('promotion-titleEn').fill(`Spring offer ${type}`);
      await page.getByTestId('promotion-textZh').fill('所有工具八折');
      await page.getByTestId('promotion-textEn').fill('20% off every tool');
      await page.getByTestId('promotion-actionZh').fill('去看看');
      await page.getByTestId('promotion-actionEn').fill('Have a look');
      await page.getByTestId('promotion-href').fill('/{locale}/software/tools/list');
      await page.getByTestId('promotion-save').click();
      await page.getByRole('cell', { name: type, exact: true }).waitFor();
      const row = page.locator('tr').filter({ has: page.getByRole('cell', { name: type, exact: true }) });
      await row.getByText(tx('contentPages.promotions.active'), { exact: true }).waitFor();
    });

    it('a customer sees it at promote/active/<type>, also on a phone', async () => {
      const user = await createAccount({ prefix: 'promo' });
      const opened = await openLoggedIn(browser(), locale, `/${locale}/promote/active/${type}`, { user });
      contexts.push(opened.context);
      page = opened.page;
      await page.getByText(title).waitFor();
      await page.getByText(locale === 'zh' ? '所有工具八折' : '20% off every tool').waitFor();
      const button = page.getByRole('link', { name: locale === 'zh' ? '去看看' : 'Have a look' });
      expect(await button.getAttribute('href')).toBe(`/${locale}/software/tools/list`);
      await page.setViewportSize(PHONE);
      await page.getByText(title).waitFor();
      const [scroll, client] = await page.evaluate<[number, number]>(
        '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
      );
      expect(scroll).toBeLessThanOrEqual(client);
    });

    it('a customer cannot open the staff page', async () => {
      await page.goto(`/${locale}/promotion/manage`);
      await page.getByText(tx('errors.STAFF_ONLY')).waitFor();
    });
  });
}
