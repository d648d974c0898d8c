import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const DEMO = { username: 'demo', password: 'demo123456' };

/** The demo data's staff and admin accounts, with the passwords global-setup configured for them. */
export const staffUser = () => ({ username: 'staff', password: inject('staffPassword') });
export const adminUser = () => ({ username: 'demo_admin', password: inject('adminPassword') });

/** Debian's Chromium, with the flags this closed network needs (no background connections). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function newPage(browser: Browser, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}
