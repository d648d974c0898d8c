import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { text, type Locale } from './texts';

/*
 * Issue 27 item 4: the partner hand-overs in both locales, logged in. jumpv1 opens an allow-listed partner (the
 * local partner-server.ts) with its JSON parameters as a query (GET) or a submitted form (POST), and refuses any
 * other address on a page of its own; jumpv3 opens configured links by key (global-setup.ts JUMP_LINKS).
 */

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const enc = encodeURIComponent;
const jumpv1 = (locale: Locale, url: string, params: string, method: string) =>
  `/${locale}/jumpv1/${enc(url)}/${enc(params)}/${method}`;

for (const locale of ['en', 'zh'] as const satisfies readonly Locale[]) {
  describe(`${locale}: partner hand-overs`, () => {
    let context: BrowserContext;
    let page: Page;
    const partner = inject('partnerOrigin');
    const tx = (key: string) => text(locale, key);
    const partnerRequest = async () => {
      await page.waitForURL((url) => url.origin === partner);
      return page.locator('#request').innerText();
    };
    /** The refusal page with its reason, still on the console: nothing was opened. */
    const refused = async (reasonKey: string, titleKey = 'jump.refusedTitle') => {
      await page.getByText(tx(titleKey)).waitFor();
      await page.getByText(tx(reasonKey)).waitFor();
      expect(new URL(page.url()).origin).not.toBe(partner);
    };

    beforeAll(async () => {
      // The hand-over pages sit outside the layout but, as every console page, behind the login.
      ({ context, page } = await openLoggedIn(browser(), locale, `/${locale}/dashboard`));
    });
    afterAll(() => context.close());
    afterEach((ctx) => screenshotIfFailed(ctx, page, `jump-${locale}`));

    it('jumpv1 GET opens the partner with the parameters after its own query', async () => {
      await page.goto(jumpv1(locale, `${partner}/sso?from=console`, '{"user":"demo user","n":1}', 'GET'));
      expect(await partnerRequest()).toBe('GET /sso?from=console&user=demo+user&n=1');
    });

    it('jumpv1 POST submits the parameters to the partner as a form', async () => {
      await page.goto(jumpv1(locale, `${partner}/in`, '{"user":"demo","lang":"x&y"}', 'post'));
      expect(await partnerRequest()).toBe('POST /in');
      expect(await page.locator('#body').innerText()).toBe('user=demo&lang=x%26y');
    });

    it('jumpv1 refuses another host, user info, protocol-relative and javascript: addresses, bad JSON', async () => {
      await page.goto(jumpv1(locale, 'https://evil.example/', '{}', 'GET'));
      await refused('errors.JUMP_NOT_ALLOWED');
      await page.goto(jumpv1(locale, `${partner}@evil.example/`, '{}', 'GET'));
      await refused('errors.JUMP_BAD_URL');
      await page.goto(jumpv1(locale, `//${new URL(partner).host}/`, '{}', 'GET'));
      await refused('errors.JUMP_BAD_URL');
      await page.goto(jumpv1(locale, 'javascript:alert(1)', '{}', 'GET'));
      await refused('errors.JUMP_BAD_URL');
      await page.goto(jumpv1(locale, `${partner}/in`, '{not json', 'GET'));
      await refused('errors.JUMP_BAD_PARAMS');
      await page.goto(jumpv1(locale, `${partner}/in`, '{}', 'PUT'));
      await refused('errors.JUMP_BAD_METHOD');
    });

    it('jumpv3 opens a configured partner link and a page of the console, and says so for an unknown key', async () => {
      await page.goto(`/${locale}/jumpv3/partner`);
      expect(await partnerRequest()).toBe('GET /landing');
      await page.goto(`/${locale}/jumpv3/guide`);
      await page.waitForURL((url) => url.pathname === `/${locale}/help`);
      await page.goto(`/${locale}/jumpv3/nope`);
      await refused('errors.JUMP_LINK_UNKNOWN', 'jump.unknownTitle');
    });

    it('the refusal page fits a 390 px phone', async () => {
      await page.setViewportSize(PHONE);
      await page.goto(jumpv1(locale, 'https://evil.example/', '{}', 'GET'));
      await refused('errors.JUMP_NOT_ALLOWED');
      const [scroll, client] = await page.evaluate<[number, number]>(
        '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
      );
      expect(scroll).toBeLessThanOrEqual(client);
    });
  });
}
