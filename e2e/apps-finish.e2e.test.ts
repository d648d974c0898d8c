import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  COMPUTE_JOB_TERMINAL_STATUSES,
  type AppManifest,
  type WorkflowDetailResponse,
  type WorkflowOutputResponse,
} from '@biocloud/contracts';
import { loadCatalog } from '../apps/server/src/modules/catalog/catalog-loader';
import type { DrawType } from '@biocloud/charts';
import { expectationProblems } from '../apps/server/test/example-checks';
import { downloadRowFile, showOutputRow, stepFile, type OutputFile } from './compute-output';
import { chooseColumns, type ColumnChoice } from './drawing-form';
import { ACTION_TIMEOUT_MS, openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { settled } from './settled';
import { text, type Locale } from './texts';

/*
 * Issue 5's proof in the browser: every demo app of the catalogue is opened from its catalogue (its type, then its
 * card) and run with "try with example data"; the runs go at once, then each job page, following its job live,
 * reaches FINISH. Its output tab lists the files the manifest's `example.expect` names, and each one, downloaded with
 * its row's button, holds what the manifest says; the report opens in its sandboxed frame; and a table of the results
 * goes through its row's drawing-tool picker into a drawing tool that renders SVG, PNG and PDF.
 *
 * Each app runs once, the locales taking turns over the apps: a run's work (minutes of tools) is the same in either
 * locale, and with two apps per locale every page of the walk is still seen in both.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');
const catalog = await loadCatalog(path.join(repoRoot, 'catalog'));

/** Four apps share the demo user's two task slots, and other suites may share the two cores. */
const RUN_TIMEOUT_MS = 360_000;
const DRAWING_TIMEOUT_MS = 90_000;

/** The catalogue page (spec 000 §7) that lists apps of a typeName. */
const CATALOGUE_LIST = { medicineApp: 'software/medical/list', agricultureApp: 'software/agriculture/list' } as const;

/** Where to draw from: a result table of the app, the drawing tool its row's picker opens, the columns to choose. */
interface FigureFromOutput {
  step: string;
  file: string;
  /** One of the drawing tools the app declares for this output (its manifest's `drawTools`). */
  tool: DrawType;
  /** Form field -> columns, from the table's header line. */
  columns: (header: readonly string[]) => Record<string, ColumnChoice>;
}

/** A table per app that the drawing tools read, from the `drawTools` its manifest gives that output. */
const FIGURES: Readonly<Record<string, FigureFromOutput>> = {
  'rnaseq-quant': {
    step: 'merge',
    file: 'tpm.tsv',
    tool: 'heatmap',
    // Transcripts by samples: the first column names the rows, every other one is a sample.
    columns: (header) => ({ labelColumn: header[0]!, valueColumns: header.slice(1) }),
  },
  'microbial-genome': {
    step: 'stats',
    file: 'assembly_stats.tsv',
    tool: 'columnarMap',
    columns: () => ({ labelColumn: 'contigs', valueColumns: ['total_length', 'largest_contig', 'N50'] }),
  },
  'germline-variants': {
    step: 'tables',
    file: 'substitutions.tsv',
    tool: 'columnar',
    columns: () => ({ labelColumn: 'substitution', valueColumn: 'count' }),
  },
  phylogeny: {
    step: 'stats',
    file: 'alignment_stats.tsv',
    tool: 'scatter',
    // The most gapped sequences against how far they stray from the consensus.
    columns: () => ({ xColumn: 'gap_percent', yColumn: 'identity_percent' }),
  },
};

function catalogueOf(app: AppManifest) {
  const type = catalog.appTypes.find((t) => t.typeName === app.typeName && app.types.includes(t.typeId));
  if (!type) throw new Error(`${app.id} shows in no type of its catalogue`);
  return { list: CATALOGUE_LIST[app.typeName], type };
}

/** The report's title in the user's locale (issue 14 item 7: reports follow the submitting user's language). */
function reportTitle(app: AppManifest, locale: Locale): string {
  const title = app.steps.find((s) => s.id === app.report.step)?.params.title;
  if (typeof title !== 'object' || !(locale in title))
    throw new Error(`${app.id}'s report has no title in both locales`);
  return (title as Record<Locale, string>)[locale];
}

/** The report's title and fixed words (catalog/scripts/report-texts.ts): Chinese in zh, none in en. */
const REPORT_LANGUAGE_MARK: Record<Locale, RegExp> = { zh: /[\u4e00-\u9fff]/, en: /^[\x20-\x7e\s]*$/ };

const headerLine = (table: Buffer) => table.toString('utf8').split('\n')[0]!.split('\t');

const browser = useBrowser();

const LOCALES = ['zh', 'en'] as const satisfies readonly Locale[];
const localeOf = (index: number): Locale => LOCALES[index % LOCALES.length]!;
const runStamp = Date.now().toString(36);

describe('every demo app to FINISH, checked, reported and drawn, the locales taking turns', () => {
  const contexts = new Map<Locale, BrowserContext>();
  /** Each locale's login page, taken by the first app of that locale. */
  const loginPages = new Map<Locale, Page>();
  /** Each app's job page, left following its job while the others start. */
  const runs = new Map<string, { page: Page; id: string }>();

  beforeAll(async () => {
    for (const locale of LOCALES) {
      const { context, page } = await openLoggedIn(browser(), locale, `/${locale}/software/medical/list`);
      contexts.set(locale, context);
      loginPages.set(locale, page);
    }
  });
  afterAll(() => Promise.all([...contexts.values()].map((context) => context.close())));

  const startFromCatalogue = async (page: Page, app: AppManifest, locale: Locale) => {
    const { list, type } = catalogueOf(app);
    await page.goto(`/${locale}/${list}`);
    await page.getByTestId('app-types').getByText(type.name[locale]).click();
    const card = page.locator(`[data-testid="app-card"][data-software-id="${app.softwareId}"]`);
    await card.getByTestId('open-app').click();
    await page.getByTestId('app-detail').waitFor();
    await page.getByTestId('run-example').click();
    await page.waitForURL(/\/myjob\/compute\/detail\/[^/]+\/output$/);
    return /\/myjob\/compute\/detail\/([^/?]+)/.exec(page.url())![1]!;
  };

  describe('all at once', () => {
    let starting: Page | undefined;
    afterEach((ctx) => (starting ? screenshotIfFailed(ctx, starting, 'apps-start') : undefined));

    // Four forms filled and sent one after another: a minute each is the bound on a hang, not a speed check (the 60 s
    // default for all four was overrun on a loaded machine).
    it('starts every demo app from its catalogue with its example data', { timeout: 4 * 60_000 }, async () => {
      for (const [index, app] of catalog.apps.entries()) {
        const locale = localeOf(index);
        starting = loginPages.get(locale) ?? (await contexts.get(locale)!.newPage());
        loginPages.delete(locale);
        starting.setDefaultTimeout(ACTION_TIMEOUT_MS);
        runs.set(app.id, { page: starting, id: await startFromCatalogue(starting, app, locale) });
      }
      expect([...runs.keys()].sort()).toEqual(['germline-variants', 'microbial-genome', 'phylogeny', 'rnaseq-quant']);
    });
  });

  describe.each(catalog.apps.map((app, index) => [app.id, localeOf(index), app] as const))(
    '%s (%s)',
    (appId, locale, app) => {
      const tx = (key: string) => text(locale, key);
      const run = `${locale}_${runStamp}`;
      let page: Page;
      let id = '';
      let files: OutputFile[] = [];
      const downloads = new Map<string, Buffer>();
      const shot = (what: string) => `e2e/artifacts/apps-${locale}-${appId}-${what}.png`;

      beforeAll(() => {
        const started = runs.get(appId);
        if (!started) throw new Error(`${appId} was not started`);
        ({ page, id } = started);
      });
      afterEach((ctx) => screenshotIfFailed(ctx, page, `apps-${locale}-${appId}`));

      it(
        'reaches FINISH on its job page, which follows it live',
        async () => {
          const ended = page
            .getByTestId('compute-header')
            .locator(
              COMPUTE_JOB_TERMINAL_STATUSES.map((s) => `[data-testid="compute-status"][data-status="${s}"]`).join(', '),
            );
          await ended.waitFor({ timeout: RUN_TIMEOUT_MS });
          expect(await ended.getAttribute('data-status')).toBe('FINISH');
          await page.locator('[data-tab="output"]').click();
          await page.waitForURL(/\/output$/);
          const steps = page.getByTestId('dag-step');
          const job = (await (await page.request.get(`/api/v1/workflows/${id}`)).json()) as WorkflowDetailResponse;
          await expect.poll(() => steps.count()).toBe(job.steps.length);
          expect(await page.locator('[data-testid="dag-step"]:not([data-status="success"])').count()).toBe(0);
        },
        RUN_TIMEOUT_MS + 30_000,
      );

      it('lists the expected files in its output tab, each holding what the manifest says', async () => {
        const output = await page.request.get(`/api/v1/workflows/${id}/output`);
        files = ((await output.json()) as WorkflowOutputResponse).fileList;
        await expect
          .poll(() => page.getByTestId('output-table').locator('tbody tr.ant-table-row').count())
          .toBe(Math.min(files.length, 10));
        const problems: string[] = [];
        for (const expectation of app.example.expect) {
          const file = stepFile(files, expectation.step, expectation.file);
          let bytes: Buffer | undefined;
          if (file) {
            const row = await showOutputRow(page, files, file);
            expect(await row.textContent()).toContain(file.fileName);
            bytes = await downloadRowFile(page, row);
            downloads.set(file.fileUuid, bytes);
          }
          problems.push(...expectationProblems(expectation, bytes).map((p) => `${expectation.step}: ${p}`));
        }
        expect(problems).toEqual([]);
        await page.getByTestId('compute-output').screenshot({ path: shot('output'), animations: 'disabled' });
      });

      it('opens its report in a sandboxed frame', async () => {
        // The report button shows only once the report is written.
        expect(await page.getByTestId('report-running').count()).toBe(0);
        await page.getByTestId('open-report').click();
        const frame = page.getByTestId('report-frame');
        const report = frame.contentFrame();
        await expect.poll(() => report.locator('h1').textContent()).toBe(reportTitle(app, locale));
        // Made in the user's language: its page says so, and its title and own words (table heads, notes) are in it.
        expect(await report.locator('html').getAttribute('lang')).toBe(locale);
        const fixedWords = await report
          .locator('h1, p, th')
          .evaluateAll((els: { textContent: string | null }[]) => els.map((e) => e.textContent ?? ''));
        expect(fixedWords.join(' ')).toMatch(REPORT_LANGUAGE_MARK[locale]);
        expect(await frame.getAttribute('sandbox')).toBe('');
        await page.screenshot({ path: shot('report'), animations: 'disabled' });
        await page.keyboard.press('Escape');
        await frame.waitFor({ state: 'detached' });
      });

      it(
        'draws a figure from a result table through its row drawing-tool picker',
        async () => {
          const figure = FIGURES[appId];
          if (!figure) throw new Error(`${appId} names no result table to draw from in FIGURES`);
          const { step, file: fileName, tool, columns } = figure;
          const file = stepFile(files, step, fileName);
          expect(file, `${step}/${fileName}`).toBeDefined();
          const table = downloads.get(file!.fileUuid);
          expect(table, `${fileName} was downloaded with the expected results`).toBeDefined();
          const row = await showOutputRow(page, files, file!);
          await row.getByTestId('draw-picker').click();
          // Clicked only once its menu stopped moving: a click during the opening motion was lost at load.
          const item = page.getByTestId(`draw-picker-${tool}`);
          await settled(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').filter({ has: item }).last());
          await item.click();
          // Each tool's page takes the file its own way (?fileUuid=, heatmap/:id/:pid).
          await page.waitForURL((url) => url.href.includes(file!.fileUuid));
          await expect.poll(() => page.getByTestId('drawing-title').innerText()).toBe(tx(`drawing.types.${tool}.name`));
          await expect.poll(() => page.getByTestId('chosen-file').innerText()).toBe(fileName);

          for (const [field, choice] of Object.entries(columns(headerLine(table!)))) {
            await chooseColumns(page, field, choice);
          }
          await page.getByTestId('param-title').fill(`${app.name[locale]} ${fileName}`);
          await expect.poll(() => page.getByTestId('chart-preview').locator('canvas').first().isVisible()).toBe(true);
          const name = `${appId.replace(/-/g, '_')}_${run}`;
          await page.getByTestId('workflow-name').fill(name);
          await page.getByTestId('submit-drawing').click();
          const result = page.getByTestId('drawing-result');
          await result.waitFor({ timeout: DRAWING_TIMEOUT_MS });
          const links = (await result.getByRole('link').allInnerTexts()).map((l) => l.trim());
          expect(links.filter((l) => l.startsWith(name)).sort()).toEqual([`${name}.pdf`, `${name}.png`, `${name}.svg`]);
          await page.screenshot({ path: shot('drawing'), animations: 'disabled' });

          // The server's figure files: a real SVG, PNG and PDF, the PNG kept to look at.
          const bytesOf = async (type: string) => {
            const href = await result.getByTestId(`result-${type}`).getAttribute('href');
            const response = await page.request.get(href!);
            expect(response.status()).toBe(200);
            return response.body();
          };
          expect((await bytesOf('svg')).toString('utf8')).toContain('<svg');
          const png = await bytesOf('png');
          expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
          expect(png.length).toBeGreaterThan(5_000);
          await writeFile(shot('figure'), png);
          expect((await bytesOf('pdf')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        },
        DRAWING_TIMEOUT_MS + 60_000,
      );
    },
  );
});
