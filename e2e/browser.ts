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

/**
 * The pages ask for reduced motion (prefers-reduced-motion), as a user may: the console then shows dialogs, drawers
 * and menus at once instead of over 0.1-0.3 s each (app/theme.ts), which took minutes of the e2e run on a loaded
 * machine. `E2E_REDUCED_MOTION=0` runs with the full motion, to check the animated path.
 */
const REDUCED_MOTION = process.env.E2E_REDUCED_MOTION === '0' ? 'no-preference' : 'reduce';

export async function newPage(browser: Browser, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale,
    viewport: { width: 1400, height: 900 },
    reducedMotion: REDUCED_MOTION,
  });
  const page = await context.newPage();
  if (CPU_THROTTLE > 1) {
    await throttle(context, page);
    context.on('page', (opened) => void throttle(context, opened));
  }
  return { context, page };
}
