import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { TaskDetailResponse, TaskJobStatus, TaskResultFile, ToolManifest } from '@biocloud/contracts';
import { loadCatalog } from '../apps/server/src/modules/catalog/catalog-loader';
import { openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { buttonName, filled, text } from './texts';
import { settledDropdown } from './settled';

/*
 * The tool pages in both locales: the list (search, type, hot list, share popup), the generated form (validation,
 * upload in place, the my-data picker, re-run and handed-over files) and "try with example data" for every tool of
 * the catalog, each run to success with its expected result files listed. Each tool's example runs once, the locales
 * taking turns over the catalog: the run is the same in either locale, and the tool page is seen in both.
 */

const catalog = await loadCatalog(path.resolve(import.meta.dirname, '..', 'catalog'));
const FASTP = catalog.byId.get('fastp')!;
const SEQKIT_STATS = catalog.byId.get('seqkit-stats')!;
const FASTQ = await readFile(path.resolve(import.meta.dirname, '..', 'catalog/examples/fastp/reads.fq'));

const browser = useBrowser();

/** Every example job of a locale, queued within the demo user's concurrency limit, ends well inside this. */
const EXAMPLES_TIMEOUT_MS = 300_000;
const TERMINAL: readonly TaskJobStatus[] = ['success', 'error', 'killed'];
const POLL_INTERVAL_MS = 500;

/** The server's search rule (a part of an id or a name or summary in either language, any case). */
function matches(tool: ToolManifest, needle: string): boolean {
  const texts = [tool.id, tool.softwareId, tool.name.zh, tool.name.en, tool.summary.zh, tool.summary.en];
  return texts.some((t) => t.toLowerCase().includes(needle.toLowerCase()));
}

const jobIdOf = (url: string) => /\/myjob\/task\/detail\/([^/?]+)/.exec(url)?.[1] ?? '';

const LOCALES = ['zh', 'en'] as const;

for (const [turn, locale] of LOCALES.entries()) {
  const tx = (key: string) => text(locale, key);
  const examples = catalog.tools.filter((_, index) => index % LOCALES.length === turn);

  describe(`${locale}: tools`, () => {
    let context: BrowserContext;
    let page: Page;

    const cards = () => page.getByTestId('tool-card');
    /** Read in one go in the page: a list that re-renders between reads would leave a locator waiting. */
    const cardIds = () =>
      cards().evaluateAll((els: { getAttribute(name: string): string | null }[]) =>
        els.map((e) => e.getAttribute('data-software-id')),
      );
    const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);
    const toolPage = (tool: ToolManifest, query = '') =>
      page.goto(`/${locale}/software/tools/detail/small/${tool.softwareId}${query}`);
    const api = async <T>(url: string): Promise<T> => {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      return (await response.json()) as T;
    };
    /** Polls the task API with the page's login until the job ends, or the time is up: the last answer either way. */
    const finished = async (jobId: string, timeoutMs = 120_000): Promise<TaskDetailResponse> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const detail = await api<TaskDetailResponse>(`/api/v1/tasks/${jobId}`);
        if (TERMINAL.includes(detail.status) || Date.now() > deadline) return detail;
        await page.waitForTimeout(POLL_INTERVAL_MS);
      }
    };
    const resultNames = async (jobId: string) =>
      (await api<{ fileList: TaskResultFile[] }>(`/api/v1/tasks/${jobId}/results`)).fileList.map((f) => f.fileName);

    beforeAll(async () => {
      ({ context, page } = await openLoggedIn(browser(), locale, `/${locale}/software/tools/list`));
      await cards().first().waitFor();
    });
    afterAll(() => context.close());
    afterEach((ctx) => screenshotIfFailed(ctx, page, `tools-${locale}`));

    it('lists every catalog tool with its availability, and the hot list', async () => {
      await page.goto(`/${locale}/software/tools/list`);
      await expect.poll(() => cards().count()).toBe(catalog.tools.length);
      expect(await cards().locator('[data-available="false"]').count()).toBe(0);
      await visible(cards().filter({ hasText: FASTP.name[locale] }));
      const hot = page.getByTestId('hot-tools');
      for (const tool of catalog.tools.filter((t) => t.hot)) await visible(hot.getByText(tool.name[locale]));
    });

    it('filters by search and by type', async () => {
      await page.goto(`/${locale}/software/tools/list`);
      // The whole list first: a search typed while the page is still loading can be reset by its first render.
      await expect.poll(() => cards().count()).toBe(catalog.tools.length);
      await page.locator('.tools-search input').fill('seqkit');
      await page.locator('.tools-search input').press('Enter');
      const searched = catalog.tools.filter((t) => matches(t, 'seqkit')).map((t) => t.softwareId);
      expect(searched.length).toBeLessThan(catalog.tools.length);
      await expect.poll(async () => (await cardIds()).sort()).toEqual([...searched].sort());
      expect(new URL(page.url()).searchParams.get('searchParam')).toBe('seqkit');

      await page.locator('.tools-search input').fill('');
      await page.locator('.tools-search input').press('Enter');
      await expect.poll(() => cards().count()).toBe(catalog.tools.length);
      await page.locator('.tools-type').click();
      const table = catalog.categories.table[locale];
      await (await settledDropdown(page, table)).locator('.ant-select-item-option', { hasText: table }).click();
      const tables = catalog.tools.filter((t) => t.category === 'table').map((t) => t.softwareId);
      await expect.poll(async () => (await cardIds()).sort()).toEqual([...tables].sort());
    });

    it('shares a tool by link, QR code and e-mail', async () => {
      await page.goto(`/${locale}/software/tools/list`);
      const card = cards().filter({ hasText: FASTP.name[locale] });
      await card.getByRole('button', { name: buttonName(locale, 'software.share.button') }).click();
      const share = page.getByTestId('tool-share');
      const link = `/${locale}/software/tools/detail/small/${FASTP.softwareId}`;
      await visible(share.getByText(link, { exact: false }));
      await visible(share.locator('.ant-qrcode canvas'));
      const mail = await share.locator('a[href^="mailto:"]').getAttribute('href');
      const body = new URLSearchParams(mail!.slice('mailto:?'.length)).get('body') ?? '';
      expect(body).toContain(link);
      expect(body).toContain(FASTP.name[locale]);
      await page.keyboard.press('Escape');
    });

    it('checks the form in the browser with localized messages', async () => {
      await toolPage(FASTP);
      const quality = FASTP.params.find((p) => p.name === 'qualifiedQuality')!;
      const field = page.locator('#tool-form_params_qualifiedQuality');
      await field.fill('999');
      await visible(
        page.getByText(filled(locale, 'errors.PARAM_OUT_OF_RANGE', { field: quality.label[locale], min: 0, max: 60 })),
      );
      await field.fill('abc');
      await visible(page.getByText(filled(locale, 'errors.PARAM_INVALID', { field: quality.label[locale] })));
      await field.fill('20');
      await page.locator('#tool-form_jobName').fill('');
      await visible(page.getByText(tx('software.form.jobNameRequired')));
      await page.locator('#tool-form_jobName').fill('bad name');
      await visible(page.getByText(tx('errors.JOB_NAME_INVALID')));
      // Nothing is submitted while a field is wrong: the page stays and says so.
      await page.locator('.tool-form button[type="submit"]').click();
      await visible(page.getByText(tx('software.form.fixErrors')));
      expect(new URL(page.url()).pathname).toBe(`/${locale}/software/tools/detail/small/${FASTP.softwareId}`);
    });

    it('uploads in place, picks from my data, runs, and re-runs with the same values', async () => {
      const fileName = `e2e_tools_${locale}_reads.fq`;
      await toolPage(SEQKIT_STATS);
      const input = page.getByTestId('file-input-sequences');
      await input
        .locator('input[type="file"]')
        .setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: FASTQ });
      await visible(input.getByTestId('chosen-file').filter({ hasText: fileName }));
      // The same file again, through the picker: remove it, then choose it from the private root.
      await input.getByTestId('chosen-file').locator('.ant-tag-close-icon').click();
      await expect.poll(() => input.getByTestId('chosen-file').count()).toBe(0);
      await input.getByRole('button', { name: buttonName(locale, 'software.form.choose') }).click();
      const picker = page.getByTestId('my-data-picker');
      await picker.locator('tr.ant-table-row', { hasText: fileName }).click();
      await page
        .locator('.ant-modal-footer')
        .getByRole('button', { name: buttonName(locale, 'software.picker.ok') })
        .click();
      await visible(input.getByTestId('chosen-file').filter({ hasText: fileName }));

      const jobName = `e2e_tools_${locale}`;
      await page.locator('#tool-form_jobName').fill(jobName);
      await page.locator('.tool-form button[type="submit"]').click();
      await page.waitForURL((url) => jobIdOf(url.pathname) !== '');
      const jobId = jobIdOf(page.url());
      const detail = await finished(jobId);
      expect(detail.status).toBe('success');
      expect(detail.inputs.flatMap((i) => i.files.map((f) => f.fileName))).toEqual([fileName]);
      expect(await resultNames(jobId)).toContain('stats.tsv');

      await toolPage(SEQKIT_STATS, `?rerun=${jobId}`);
      await visible(page.getByText(filled(locale, 'software.detail.rerunFrom', { jobName })));
      await expect.poll(() => page.locator('#tool-form_jobName').inputValue()).toBe(jobName);
      await visible(page.getByTestId('file-input-sequences').getByTestId('chosen-file').filter({ hasText: fileName }));

      // A file handed over from my data lands in the first input that takes its type.
      const fileUuid = detail.inputs[0]!.files[0]!.fileUuid;
      await toolPage(FASTP, `?fileUuid=${fileUuid}`);
      await visible(page.getByTestId('file-input-reads').getByTestId('chosen-file').filter({ hasText: fileName }));
    });

    it(
      `runs its turn of the catalog tools (${examples.length} of ${catalog.tools.length}) on their example data to their expected results`,
      async () => {
        expect(examples.length).toBeGreaterThan(0);
        const jobs: { tool: ToolManifest; jobId: string }[] = [];
        // Submitted one after another from the page; the engine runs them within the user's concurrency limit.
        for (const tool of examples) {
          await toolPage(tool);
          await page.getByTestId('run-example').click();
          await page.waitForURL((url) => jobIdOf(url.pathname) !== '');
          jobs.push({ tool, jobId: jobIdOf(page.url()) });
        }
        const outcomes = await Promise.all(
          jobs.map(async ({ tool, jobId }) => {
            const detail = await finished(jobId, EXAMPLES_TIMEOUT_MS);
            const names = detail.status === 'success' ? await resultNames(jobId) : [];
            const missing = tool.example.expect.map((e) => e.file).filter((file) => !names.includes(file));
            // A job that did not end says why it waits (or what it was doing) in the failure.
            return {
              tool: tool.id,
              status: detail.status,
              missing,
              waitReason: detail.waitReason,
              reason: detail.reason,
            };
          }),
        );
        expect(outcomes.filter((o) => o.status !== 'success' || o.missing.length > 0)).toEqual([]);
      },
      EXAMPLES_TIMEOUT_MS + 60_000,
    );
  });
}
