import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { MyPackage } from '@biocloud/contracts';
import { apiLogin, createAccount, type Account } from './account-users';
import { baseUrl, staffUser } from './browser';
import { openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { text, type Locale } from './texts';

/*
 * Issue 31 item 3: package/upgrade shows the current package, its usage and the levels; an upgrade creates an order
 * that takes effect when paid. In English it is paid through the local WeChat Pay server (the phone scans the QR
 * code: GET /scan), in Chinese by bank transfer that staff confirm through the API. Both also at 390 px.
 */

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SHOTS_DIR;

const cases = [
  { locale: 'en', level: 'basic', method: 'wechatpay' },
  { locale: 'zh', level: 'pro', method: 'bank' },
] as const satisfies readonly { locale: Locale; level: string; method: string }[];

for (const { locale, level, method } of cases) {
  describe(`${locale}: an upgrade paid by ${method}`, () => {
    let context: BrowserContext;
    let page: Page;
    let user: Account;
    const tx = (key: string) => text(locale, key);
    const shot = async (name: string) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/packages-${locale}-${name}.png`, fullPage: true });
    };
    const myPackage = async (): Promise<MyPackage> => {
      const res = await fetch(`${baseUrl()}/api/v1/package`, { headers: { token: await apiLogin(user) } });
      return (await res.json()) as MyPackage;
    };

    beforeAll(async () => {
      user = await createAccount({ prefix: `pkg${locale}` });
      ({ context, page } = await openLoggedIn(browser(), locale, `/${locale}/package/upgrade`, { user }));
    });
    afterAll(() => context.close());
    afterEach((ctx) => screenshotIfFailed(ctx, page, `packages-${locale}`));

    it('shows the free package, its usage and the levels', async () => {
      await page
        .getByTestId('package-current')
        .getByText(locale === 'zh' ? '免费版' : 'Free')
        .waitFor();
      await page.getByTestId('package-jobs').waitFor();
      await page.getByTestId(`package-buy-${level}`).waitFor();
      await shot('1440');
    });

    it('creates the order and pays it; the package changes when paid', async () => {
      await page.getByTestId(`package-buy-${level}`).click();
      await page.getByTestId(`order-method-${method}`).click();
      await page.getByTestId('order-create').click();
      await page.getByTestId('order-pending').waitFor();
      const pending = (await myPackage()).pendingOrder;
      expect(pending).toMatchObject({ levelCode: level, method, state: 'pending' });
      if (method === 'wechatpay') {
        await page.getByTestId('order-qr').locator('canvas').waitFor();
        await shot('order');
        const code = new URL(pending!.codeUrl!).searchParams.get('pr');
        const scan = await fetch(`${inject('wechatPayUrl')}/scan?pr=${code}`);
        expect(((await scan.json()) as { status: number }).status).toBe(200);
      } else {
        await page.getByText(tx('packages.order.bankSteps')).waitFor();
        await shot('order');
        // Still free until staff confirm the transfer.
        expect((await myPackage()).levelCode).toBe('free');
        const staffToken = await apiLogin(staffUser());
        const confirmed = await fetch(`${baseUrl()}/api/v1/staff/package-orders/${pending!.orderNo}/confirm`, {
          method: 'POST',
          headers: { token: staffToken },
        });
        expect(confirmed.status).toBe(200);
      }
      // The open dialog follows the order until it is paid.
      await page.getByTestId('order-paid').waitFor();
      expect((await myPackage()).levelCode).toBe(level);
      await page.keyboard.press('Escape');
      await page.getByTestId('order-dialog').waitFor({ state: 'hidden' });
      const name = locale === 'zh' ? '专业版' : 'Basic';
      await page.getByTestId('package-current').getByText(name).waitFor();
    });

    it('fits a phone', async () => {
      await page.setViewportSize(PHONE);
      await page.getByTestId('package-current').waitFor();
      // The layout follows the resize a moment later (a throttled listener): wait for it, never read it once.
      const overflow = async () => {
        const [scroll, client] = await page.evaluate<[number, number]>(
          '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
        );
        return scroll - client;
      };
      await expect.poll(overflow).toBeLessThanOrEqual(0);
      await shot('390');
    });
  });
}
