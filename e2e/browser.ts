import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export { launchBrowser } from './chromium';

export const DEMO = { username: 'demo', password: 'demo123456' };

/** The demo data's staff and admin accounts, with the passwords global-setup configured for them. */
export const staffUser = () => ({ username: 'staff', password: inject('staffPassword') });
export const adminUser = () => ({ username: 'demo_admin', password: inject('adminPassword') });

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function newPage(browser: Browser, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}
