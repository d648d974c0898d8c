/**
 * Information-sheet drafts (walkthrough M8), in both locales: a row left half done and an empty one save as a draft;
 * submitting then keeps the error summary at the top and brings the first bad cell into view and focus, although its
 * column (the library type) starts out of view to the right; the sheet stays a draft.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Sample, SampleInformation } from '@biocloud/contracts';
import { openLoggedIn, screenshotIfFailed, tokenHeader, useBrowser } from './session';
import { label, text, type Locale } from './texts';

const browser = useBrowser();
const pages: Page[] = [];

afterEach(async (ctx) => {
  for (const page of pages.splice(0)) {
    await screenshotIfFailed(ctx, page, 'samples-sheet-draft');
    await page.context().close();
  }
});

/** What the focus check reads of an element (e2e code has no DOM types). */
interface Focusable {
  ownerDocument: { activeElement: unknown };
}

/** Whether the element's box lies within the box of `frame` sideways. */
async function insideSideways(cell: Locator, frame: Locator): Promise<boolean> {
  const [inner, outer] = [await cell.boundingBox(), await frame.boundingBox()];
  if (!inner || !outer) return false;
  return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;
}

describe.each(['zh', 'en'] as const)('%s: information sheet drafts', (locale: Locale) => {
  it('saves incomplete rows as a draft; a submit shows the first missing cell', { timeout: 120_000 }, async () => {
    const { page } = await openLoggedIn(browser(), locale, `/${locale}/mysample/list`);
    pages.push(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const headers = await tokenHeader(page);
    const created = await page.request.post('/api/v1/samples', {
      data: { title: `Draft ${locale} ${Date.now().toString(36)}` },
      headers,
    });
    const sample = (await created.json()) as Sample;
    await page.goto(`/${locale}/mysample/infoSheet/${sample.sampleId}/edit/${sample.userUuid}`);
    await expect.poll(() => page.getByTestId('sheet-contractInformation-customerName').inputValue()).not.toBe('');

    // The first row gets a name only; a second row is added and left empty.
    await page.getByTestId('row-0-sampleName').fill(`D1_${locale}`);
    await page.getByTestId('sheet-add-row').click();
    await expect.poll(() => page.getByTestId('row-1-sampleName').isVisible()).toBe(true);
    await page.getByTestId('sheet-save').click();
    await expect.poll(() => page.getByText(text(locale, 'samples.sheet.saved')).isVisible()).toBe(true);
    const read = async () =>
      (await (
        await page.request.get(`/api/v1/sampleInformation/getSampleInformationById?sampleId=${sample.sampleId}`, {
          headers,
        })
      ).json()) as SampleInformation;
    const saved = await read();
    expect(saved.status).toBe('draft');
    expect(saved.detailSampleInformationList.map((row) => [row.sampleName, row.constructionType])).toEqual([
      [`D1_${locale}`, null],
      ['', null],
    ]);

    // Submitting asks for the missing cells: the summary stays at the top, the first bad cell is in view and focused.
    const construction = page.getByTestId('row-0-constructionType');
    const scroller = page.getByTestId('sheet-rows').locator('.ant-table-content, .ant-table-body').first();
    expect(await insideSideways(construction, scroller)).toBe(false);
    await page.getByTestId('sheet-submit').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: label(locale, 'samples.sheet.submit') })
      .click();
    const summary = page.getByTestId('sheet-error-summary');
    await expect.poll(() => summary.isVisible()).toBe(true);
    // Row 1's library type, row 2's name and library type.
    await expect.poll(() => summary.locator('li').count()).toBe(3);
    await expect.poll(() => insideSideways(construction, scroller)).toBe(true);
    const focused = (input: Focusable) => input === input.ownerDocument.activeElement;
    await expect.poll(() => construction.locator('input').evaluate(focused)).toBe(true);
    expect((await read()).status).toBe('draft');
  });
});
