import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiLogin, createAccount } from './account-users';
import { baseUrl, staffUser } from './browser';
import { openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { filled, label, text, type Locale } from './texts';

/*
 * Issue 27 item 4: software/tools/detail/custom/:id in both locales, a request for a customized version of a tool:
 * reached from the tool's page, it shows the tool and files a custom request of the user's project named for it,
 * which the user then follows on that project's custom requests and staff see where they see every custom request.
 */

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

for (const locale of ['en', 'zh'] as const satisfies readonly Locale[]) {
  describe(`${locale}: a request for a customized tool`, () => {
    let context: BrowserContext;
    let page: Page;
    const tx = (key: string) => text(locale, key);
    const change = `keep supplementary reads ${locale} ${Date.now()}`;

    beforeAll(async () => {
      const user = await createAccount({ prefix: 'custom' });
      ({ context, page } = await openLoggedIn(browser(), locale, `/${locale}/software/tools/detail/small/1008`, {
        user,
      }));
    });
    afterAll(() => context.close());
    afterEach((ctx) => screenshotIfFailed(ctx, page, `tool-custom-${locale}`));

    it('opens from the tool page and shows the tool, its versions and its technical page', async () => {
      await page.getByTestId('tool-custom-link').click();
      await page.waitForURL((url) => url.pathname === `/${locale}/software/tools/detail/custom/1008`);
      await page.getByTestId('tool-custom').waitFor();
      // The versions come with the technical details, after the tool.
      await page
        .getByText(/bwa \d+\.\d+\.\d+/)
        .first()
        .waitFor();
      expect(await page.getByTestId('custom-developer-link').getAttribute('href')).toBe(
        `/${locale}/software/tools/detail/developer/1008`,
      );
    });

    it('fits a 390 px phone', async () => {
      await page.setViewportSize(PHONE);
      await page.getByTestId('custom-request-submit').waitFor();
      const [scroll, client] = await page.evaluate<[number, number]>(
        '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
      );
      expect(scroll).toBeLessThanOrEqual(client);
      await page.setViewportSize({ width: 1400, height: 900 });
    });

    it('files the request, shows it with its tool, and lists it on the project custom requests', async () => {
      const name = await page.getByTestId('custom-tool-name').innerText();
      // Sent empty, it says which field is missing and sends nothing.
      await page.getByTestId('custom-request-submit').click();
      await page.getByText(tx('errors.INPUT_EMPTY')).first().waitFor();
      await page.getByTestId('custom-change').fill(change);
      await page.getByTestId('custom-data-type').fill('Illumina PE150 FASTQ');
      await page.getByTestId('custom-data-size').fill('40 samples, 300 GB');
      await page.getByTestId('custom-contact').fill('Li Lei 13800000000');
      await page.getByTestId('custom-request-submit').click();

      await page.waitForURL((url) => url.pathname === `/${locale}/project/custom-detail`);
      const detail = page.getByTestId('custom-detail');
      await detail.getByText(change, { exact: false }).waitFor();
      const title = filled(locale, 'software.custom.requestTitle', { name });
      await detail.getByRole('heading', { name: title }).waitFor();
      expect(await page.getByTestId('custom-tool-link').getAttribute('href')).toBe(
        `/${locale}/software/tools/detail/custom/1008`,
      );
      const projectBaseId = new URL(page.url()).searchParams.get('projectBaseId');

      await page.getByRole('link', { name: label(locale, 'project.custom.back') }).click();
      await page.getByText(title).first().waitFor();

      // Staff see it on the project's custom requests, as every custom request.
      const token = await apiLogin(staffUser());
      const seen = await fetch(`${baseUrl()}/api/v1/projects/${projectBaseId}/custom`, { headers: { token } });
      const { list } = (await seen.json()) as { list: { title: string; toolId: string | null }[] };
      expect(list).toEqual([expect.objectContaining({ title, toolId: '1008' })]);
    });

    it('says so for an unknown tool', async () => {
      await page.goto(`/${locale}/software/tools/detail/custom/no-such-tool`);
      await page.getByText(tx('software.custom.notFoundHint')).waitFor();
      await page.getByText(tx('software.detail.notFoundTitle')).waitFor();
    });
  });
}
