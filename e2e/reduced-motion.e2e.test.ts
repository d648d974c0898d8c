import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newPage } from './browser';
import { ACTION_TIMEOUT_MS, useBrowser } from './session';

/*
 * A user whose system asks for reduced motion (prefers-reduced-motion: reduce) gets antd's motion at near zero, and
 * the full motion back when the setting changes, without a reload (app/theme.ts, shared/ui/use-reduced-motion.ts).
 * Every other e2e file runs with reduced motion (browser.ts); this one also checks the full motion.
 */

const browser = useBrowser();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await newPage(browser()));
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
});
afterAll(() => context.close());

/** antd's motion duration token as the page's components read it (a CSS variable on the app's root element). */
const motionDuration = () =>
  page
    .locator('.app-root')
    .evaluate(
      (root: {
        ownerDocument: { defaultView: { getComputedStyle(e: unknown): { getPropertyValue(n: string): string } } };
      }) => root.ownerDocument.defaultView.getComputedStyle(root).getPropertyValue('--ant-motion-duration-mid').trim(),
    );

it('shows dialogs and menus at once for a user who asks for reduced motion, and animates them again when not', async () => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en/user/login');
  await page.locator('#login_username').waitFor();
  await expect.poll(motionDuration).toBe('0.01s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(motionDuration).toBe('0.2s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(motionDuration).toBe('0.01s');
});
