import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { PRIVATE_ROOT_FILE_UUID } from '@biocloud/contracts';
import { baseUrl } from './browser';
import { openLoggedIn, screenshotIfFailed, tokenHeader, useBrowser } from './session';
import { buttonName, filled, type Locale } from './texts';

/*
 * Finding and bringing the input of a tool form, in both locales (issue 14 items 3 and 4): the my-data picker's
 * search finds a file a few folders down and says where it is; an upload whose name is taken asks what to do, and
 * "keep both" stores it under a numbered name and chooses it.
 */

const FASTQ = await readFile(path.resolve(import.meta.dirname, '..', 'catalog/examples/fastp/reads.fq'));
/** seqkit stats: one input of sequence files (catalog/tools). */
const SEQKIT_STATS_PATH = 'software/tools/detail/small/1001';

const browser = useBrowser();
const run = Date.now().toString(36);

for (const locale of ['zh', 'en'] as const satisfies readonly Locale[]) {
  describe(`${locale}: files of a tool form`, () => {
    let context: BrowserContext;
    let page: Page;
    const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);
    const button = (scope: Locator, key: string) => scope.getByRole('button', { name: buttonName(locale, key) });
    const input = () => page.getByTestId('file-input-sequences');

    /** The files API as the page calls it. */
    const post = async <T>(url: string, data: Record<string, unknown>): Promise<T> => {
      const answer = await context.request.post(`${baseUrl()}${url}`, { headers: await tokenHeader(page), data });
      expect(answer.status(), url).toBe(200);
      return (await answer.json()) as T;
    };
    const folder = async (parentsUuid: string, fileName: string) =>
      (await post<{ fileUuid: string }>('/api/v1/files/folder', { parentsUuid, fileName })).fileUuid;

    beforeAll(async () => {
      ({ context, page } = await openLoggedIn(browser(), locale, `/${locale}/${SEQKIT_STATS_PATH}`));
    });
    afterAll(() => context.close());
    afterEach((ctx) => screenshotIfFailed(ctx, page, `tool-form-files-${locale}`));

    it('finds a file in a sub-folder with the picker search and chooses it', async () => {
      const name = `deep_${locale}_${run}.fq`;
      const outer = await folder(PRIVATE_ROOT_FILE_UUID, `find_${locale}_${run}`);
      const inner = await folder(outer, 'inner');
      const answer = await context.request.post(`${baseUrl()}/api/v1/files/upload`, {
        headers: await tokenHeader(page),
        multipart: { parentsUuid: inner, file: { name, mimeType: 'text/plain', buffer: FASTQ } },
      });
      expect(answer.status()).toBe(200);

      await page.goto(`/${locale}/${SEQKIT_STATS_PATH}`);
      await button(input(), 'software.form.choose').click();
      const picker = page.getByTestId('my-data-picker');
      await picker.getByTestId('picker-search').locator('input').fill(`DEEP_${locale}_${run}`);
      await picker.getByTestId('picker-search').locator('input').press('Enter');
      const hit = picker.locator('tr.ant-table-row', { hasText: name });
      await visible(
        hit.getByText(filled(locale, 'software.picker.inFolder', { path: `/find_${locale}_${run}/inner` })),
      );
      await expect.poll(() => picker.locator('tr.ant-table-row').count()).toBe(1);
      await hit.click();
      await button(page.locator('.ant-modal-footer'), 'software.picker.ok').click();
      await visible(input().getByTestId('chosen-file').filter({ hasText: name }));
    });

    it('asks on a name clash of an upload, and keeps both under a numbered name', async () => {
      const name = `clash_${locale}_${run}.fq`;
      const upload = () =>
        input().locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/plain', buffer: FASTQ });
      await page.goto(`/${locale}/${SEQKIT_STATS_PATH}`);
      await upload();
      await visible(input().getByTestId('chosen-file').filter({ hasText: name }));
      await input().getByTestId('chosen-file').locator('.ant-tag-close-icon').click();

      await upload();
      const dialog = page.locator('.ant-modal', { has: page.getByTestId('upload-clash-dialog') });
      await visible(dialog.getByText(filled(locale, 'software.upload.clash.body', { name })));
      await button(dialog, 'software.upload.clash.keepBoth').click();
      const kept = name.replace(/\.fq$/, '(1).fq');
      await visible(input().getByTestId('chosen-file').filter({ hasText: kept }));
    });
  });
}
