import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiLogin, createAccount, type Account } from './account-users';
import { staffUser } from './browser';
import { openLoggedIn, screenshotIfFailed, useBrowser, userMenuItem } from './session';
import { text, type Locale } from './texts';

/*
 * Issue 32: the staff console. Staff open it from the user menu, find an account, lock it (it can no longer log in)
 * and unlock it; the audit log shows both writes; at 390 px the console fits; a customer is refused.
 */

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

for (const locale of ['en', 'zh'] as const satisfies readonly Locale[]) {
  describe(`${locale}: the staff console`, () => {
    const contexts: BrowserContext[] = [];
    let page: Page;
    let account: Account;
    const tx = (key: string) => text(locale, key);
    const stateIs = (key: string) =>
      page
        .getByTestId('admin-user-state')
        .textContent()
        .then((t) => t === tx(key));

    beforeAll(async () => {
      account = await createAccount({ prefix: `adm_${locale}` });
      const opened = await openLoggedIn(browser(), locale, `/${locale}/dashboard`, { user: staffUser() });
      contexts.push(opened.context);
      page = opened.page;
    });
    afterAll(() => Promise.all(contexts.map((c) => c.close())));
    afterEach((ctx) => screenshotIfFailed(ctx, page, `admin-${locale}`));

    it('staff lock an account found by search, which then cannot log in, and unlock it', async () => {
      await userMenuItem(page, 'user-menu-admin');
      await page.waitForURL((url) => url.pathname === `/${locale}/admin`);
      const search = page.getByTestId('admin-user-search').locator('input');
      await search.fill(account.email);
      await search.press('Enter');
      const open = page.getByTestId('admin-user-open');
      await expect.poll(() => open.allTextContents()).toEqual([account.username]);
      await open.click();
      await expect.poll(() => stateIs('admin.users.active')).toBe(true);

      await page.getByTestId('admin-user-lock').click();
      await page.locator('.ant-popconfirm-buttons .ant-btn-primary').click();
      await expect.poll(() => stateIs('admin.users.locked')).toBe(true);
      await expect(apiLogin(account)).rejects.toThrow();

      await page.getByTestId('admin-user-unlock').click();
      await expect.poll(() => stateIs('admin.users.active')).toBe(true);
      expect(await apiLogin(account)).toBeTruthy();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(0);
    });

    it('shows both writes in the audit log, filtered by action', async () => {
      await page.getByTestId('admin-nav-audit').click();
      await page.waitForURL((url) => url.pathname === `/${locale}/admin/audit`);
      const action = page.getByTestId('admin-audit-action').locator('input');
      for (const name of ['account.lock', 'account.unlock']) {
        await action.fill(name);
        await action.press('Enter');
        // The previous filter's rows stay shown until the new page arrives: wait for this action's row.
        const rows = page.locator('[data-testid="admin-audit-table"] tbody tr', { hasText: account.id });
        await expect.poll(() => rows.filter({ hasText: `${name}account` }).count()).toBe(1);
        await expect.poll(() => rows.count()).toBe(1);
      }
    });

    it('fits a 390 px screen', async () => {
      await page.setViewportSize(PHONE);
      await page.getByTestId('admin-nav-users').click();
      await page.waitForURL((url) => url.pathname === `/${locale}/admin/users`);
      await page.getByTestId('admin-users-table').waitFor();
      const overflow = await page.evaluate(() => {
        const doc = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document;
        return doc.documentElement.scrollWidth;
      });
      expect(overflow).toBeLessThanOrEqual(PHONE.width);
    });

    it('refuses a customer', async () => {
      const opened = await openLoggedIn(browser(), locale, `/${locale}/dashboard`);
      contexts.push(opened.context);
      await opened.page.goto(`/${locale}/admin/users`);
      const refused = opened.page.getByTestId('admin-refused');
      await refused.waitFor();
      expect(await refused.textContent()).toContain(tx('admin.refused.title'));
      expect(await opened.page.getByTestId('admin-users-table').count()).toBe(0);
    });
  });
}
