import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { newPage } from './browser';
import { ACTION_TIMEOUT_MS, browserLocaleOf, useBrowser } from './session';
import { text } from './texts';

/*
 * Walkthrough L8: the login page stayed blank on a first visit while the texts were fetched, a request the app made
 * only after its scripts had loaded and run. The boot script asks for them at once: the request is made while the
 * app's main script is still held back here, and the app then uses that answer (one texts request in all).
 */

const browser = useBrowser();
const isTexts = (request: Request) => new URL(request.url()).pathname.startsWith('/api/v1/content/');

for (const locale of ['zh', 'en'] as const) {
  describe(`${locale}: first visit of the login page`, () => {
    it('asks for the texts before the app script has arrived, and only once', async () => {
      const { context, page } = await newPage(browser(), browserLocaleOf(locale));
      try {
        page.setDefaultTimeout(ACTION_TIMEOUT_MS);
        const textsRequests: string[] = [];
        let textsSeen: () => void = () => undefined;
        const textsAsked = new Promise<void>((resolve) => (textsSeen = resolve));
        page.on('request', (request) => {
          if (!isTexts(request)) return;
          textsRequests.push(request.url());
          textsSeen();
        });
        // The app's entry script (the page's module script that is not the boot script) waits for the texts request;
        // without a boot script nothing asks for them meanwhile, and the hold ends by the timeout.
        let heldAnswered = false;
        await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
          heldAnswered = await Promise.race([
            textsAsked.then(() => true),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ACTION_TIMEOUT_MS)),
          ]);
          await route.continue();
        });
        await page.goto(`/${locale}/user/login`);
        await page.locator('#login_username').waitFor();
        expect(heldAnswered).toBe(true);
        await expect.poll(() => page.getByText(text(locale, 'login.title')).first().isVisible()).toBe(true);
        expect(textsRequests).toHaveLength(1);
      } finally {
        await context.close();
      }
    });
  });
}
