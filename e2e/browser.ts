import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export { launchBrowser } from './chromium';

export const DEMO = { username: 'demo', password: 'demo123456' };

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function newPage(browser: Browser, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}
