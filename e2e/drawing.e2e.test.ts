import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { uploadToPrivateRoot } from './my-data-api';
import { browserLocaleOf, openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { label, text } from './texts';

/*
 * The drawing tools in both locales: a table uploaded to my data, a boxplot opened with it (?fileUuid=) and a
 * heatmap picked through the my-data dialog; each previews in the browser, is submitted, and its SVG, PNG and PDF
 * files show up in the result folder of my data.
 */

const browser = useBrowser();

/** 16 genes x 6 samples in two expression patterns, so the heatmap has clusters to show. */
function expressionTable(): string {
  const samples = ['ctrl_1', 'ctrl_2', 'ctrl_3', 'treat_1', 'treat_2', 'treat_3'];
  const rows = Array.from({ length: 16 }, (_, i) => {
    const up = i % 2 === 0;
    const values = samples.map((s, j) => (up === s.startsWith('treat') ? 40 + i + j : 5 + i - j).toFixed(1));
    return [`gene${i + 1}`, ...values].join('\t');
  });
  return [['gene', ...samples].join('\t'), ...rows].join('\n');
}

for (const locale of ['zh', 'en'] as const) {
  const tx = (key: string) => text(locale, key);
  // Both locales use the one demo account, and reruns the same one: names carry the locale and the run.
  const run = `${locale}_${Date.now().toString(36)}`;
  const tableName = `e2e_${run}_expression.tsv`;

  describe(`${locale}: drawing tools`, () => {
    let context: BrowserContext;
    let page: Page;
    let fileUuid = '';

    beforeAll(async () => {
      ({ context, page } = await openLoggedIn(browser(), locale, `/${locale}/software/tools/drawtool`, {
        browserLocale: browserLocaleOf(locale),
      }));
      fileUuid = await uploadToPrivateRoot(page, tableName, expressionTable());
    });
    afterAll(() => context.close());
    afterEach((ctx) => screenshotIfFailed(ctx, page, `drawing-${locale}`));

    // ECharts draws on a canvas of its own (and may add a hover layer).
    const preview = () => page.getByTestId('chart-preview').locator('canvas').first();
    /** Submits and waits for the server's files; answers their names. */
    const submit = async (workflowName: string) => {
      await page.getByTestId('workflow-name').fill(workflowName);
      await page.getByTestId('submit-drawing').click();
      const result = page.getByTestId('drawing-result');
      await expect.poll(() => result.isVisible(), { timeout: 60_000 }).toBe(true);
      return result.getByRole('link').allInnerTexts();
    };
    const folderFiles = async () => {
      await page.getByTestId('result-folder').click();
      await page.waitForURL((url) => url.pathname.startsWith(`/${locale}/mydata/private/`));
      const names = page.locator('.files-table .file-name');
      await expect.poll(() => names.count()).toBe(3);
      return (await names.allInnerTexts()).sort();
    };

    it('lists every drawing tool', async () => {
      await expect.poll(() => page.getByTestId('drawtool-heatmap').isVisible()).toBe(true);
      await expect(page.getByTestId('drawtool-boxplot').innerText()).resolves.toContain(
        tx('drawing.types.boxplot.name'),
      );
      expect(await page.locator('[data-testid^="drawtool-"]').count()).toBe(9);
    });

    it('draws a boxplot of a table handed over with ?fileUuid=, previewed, then rendered to SVG, PNG and PDF', async () => {
      await page.goto(`/${locale}/software/tools/boxplot?fileUuid=${fileUuid}`);
      await expect.poll(() => page.getByTestId('chosen-file').innerText()).toBe(tableName);
      // The value columns default to the numeric ones: six boxes in the preview canvas.
      await expect.poll(() => preview().isVisible()).toBe(true);
      await page.getByTestId('param-title').fill(locale === 'zh' ? '表达量箱线图' : 'Expression box plot');
      const name = `box_${run}`;
      const links = await submit(name);
      expect(links.filter((l) => l.startsWith(name)).sort()).toEqual([`${name}.pdf`, `${name}.png`, `${name}.svg`]);
      expect(await folderFiles()).toEqual([`${name}.pdf`, `${name}.png`, `${name}.svg`]);
    });

    it('draws a clustered heatmap of a table picked from my data', async () => {
      await page.goto(`/${locale}/software/tools/heatmap/0/0`);
      await expect.poll(() => page.getByTestId('drawing-title').innerText()).toBe(tx('drawing.types.heatmap.name'));
      await page.getByTestId('choose-file').click();
      const picker = page.getByTestId('table-picker');
      const row = picker.locator('tr.ant-table-row', { hasText: tableName });
      const ok = page.locator('.ant-modal-footer').getByRole('button', { name: label(locale, 'drawing.picker.ok') });
      // A click that lands while the picker's table is still re-rendering its first page selects nothing: click again.
      await expect
        .poll(async () => {
          if (!(await ok.isEnabled())) await row.click();
          return ok.isEnabled();
        })
        .toBe(true);
      await ok.click();
      await expect.poll(() => page.getByTestId('chosen-file').innerText()).toBe(tableName);
      await expect.poll(() => preview().isVisible()).toBe(true);
      await page.getByTestId('param-title').fill(locale === 'zh' ? '基因表达热图' : 'Gene expression heatmap');
      await page.screenshot({ path: `e2e/artifacts/drawing-heatmap-${locale}.png`, fullPage: true });
      const name = `heat_${run}`;
      const links = await submit(name);
      expect(links.filter((l) => l.startsWith(name))).toHaveLength(3);
      expect(await folderFiles()).toEqual([`${name}.pdf`, `${name}.png`, `${name}.svg`]);
    });
  });
}
