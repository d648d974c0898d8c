import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { text, type Locale } from './texts';

/*
 * Issue 27 item 4: software/tools/detail/developer/:id in both locales, the tool's technical page: its argv template,
 * the programs it needs with the version found on this machine, and its cases on upstream public data.
 */

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

for (const locale of ['en', 'zh'] as const satisfies readonly Locale[]) {
  describe(`${locale}: a tool's technical page`, () => {
    let context: BrowserContext;
    let page: Page;
    const tx = (key: string) => text(locale, key);

    beforeAll(async () => {
      ({ context, page } = await openLoggedIn(browser(), locale, `/${locale}/software/tools/detail/developer/1008`));
    });
    afterAll(() => context.close());
    afterEach((ctx) => screenshotIfFailed(ctx, page, `tool-developer-${locale}`));

    it('shows the command, the programs with their versions here, and the upstream cases', async () => {
      await page.getByTestId('tool-developer').waitFor();
      expect(await page.getByTestId('developer-command').innerText()).toContain('{scripts}/bwa-mem.sh');
      expect(await page.getByTestId('developer-command').innerText()).toContain('[if params.markSecondary]');
      const bwa = page.locator('tr').filter({ has: page.getByRole('cell', { name: 'bwa', exact: true }) });
      expect(await bwa.innerText()).toMatch(/0\.7\.15[\s\S]*\d+\.\d+\.\d+/);
      await page.getByTestId('developer-case').filter({ hasText: 'ecoli-10k-se' }).waitFor();
      expect(await page.title()).toContain(tx('routes.software-tools-detail-developer'));
      await page.getByRole('link', { name: tx('software.developer.backToTool') }).waitFor();
    });

    it('fits a 390 px phone: long commands scroll inside their block', async () => {
      await page.setViewportSize(PHONE);
      await page.getByTestId('developer-command').waitFor();
      const [scroll, client] = await page.evaluate<[number, number]>(
        '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
      );
      expect(scroll).toBeLessThanOrEqual(client);
      await page.setViewportSize({ width: 1400, height: 900 });
    });

    it('says so for an unknown tool', async () => {
      await page.goto(`/${locale}/software/tools/detail/developer/no-such-tool`);
      await page.getByText(tx('software.developer.notFound')).waitFor();
    });
  });
}
