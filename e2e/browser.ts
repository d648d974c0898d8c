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

/**
 * `E2E_CPU_THROTTLE=4` runs the pages' CPU 4 times slower (DevTools emulation): a way to shake out page-timing races
 * that a busy CI machine hits now and then (`E2E_CPU_THROTTLE=4 npx vitest run --project e2e e2e/<file>`).
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
}

export async function newPage(browser: Browser, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  if (CPU_THROTTLE > 1) {
    await throttle(context, page);
    context.on('page', (opened) => void throttle(context, opened));
  }
  return { context, page };
}
