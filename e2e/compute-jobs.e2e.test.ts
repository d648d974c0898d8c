import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  isComputeJobTerminal,
  type ComputeJobStatus,
  type ProjectListResponse,
  type WorkflowDetailResponse,
  type WorkflowListResponse,
} from '@biocloud/contracts';
import { uploadToPrivateRoot } from './my-data-api';
import { relatedSequences } from './sequences';
import { openLoggedIn, screenshotIfFailed, tokenHeader, useBrowser } from './session';
import { buttonName, text } from './texts';
import { expectColumnsInView } from './table-layout';
import { settledDropdown } from './settled';

/*
 * Compute jobs in both locales, against the real engine: an app run with "try with example data" to FINISH is found
 * in the list, its outputs listed, previewed and packaged; re-run opens the app filled in. A second, long run (MAFFT
 * L-INS-i on 200 sequences) is paused, resumed, stopped and deleted; deleting the finished run asks about its report
 * first. Opening every app from its catalogue, its expected results, report and a figure drawn from its results are
 * apps-finish.e2e.test.ts's.
 */

const browser = useBrowser();

/** The demo apps finish in seconds alone; other e2e suites may share the two cores. */
const RUN_TIMEOUT_MS = 150_000;
const POLL_INTERVAL_MS = 500;

/** One demo app per locale, opened from its detail page in either catalogue. */
const APPS = {
  zh: {
    detail: 'software/agriculture/detail/2002',
    exampleFile: 'rhodopsins.fa',
    preview: { file: 'aligned.fa', contains: '>Felis_catus' },
    table: { file: 'alignment_stats.tsv', firstColumn: 'sequence' },
  },
  en: {
    detail: 'software/medical/detail/2001',
    exampleFile: 'genome.fa',
    preview: { file: 'filtered.vcf', contains: 'chr1' },
    table: { file: 'substitutions.tsv', firstColumn: 'substitution' },
  },
} as const;

/** Phylogeny's alignment step on these runs for minutes with L-INS-i: time to pause, resume and stop it. */
const LONG_APP = '2002';
const SEQUENCES = 200;
const SEQUENCE_LENGTH = 1000;

const workflowIdOf = (url: string) => /\/myjob\/compute\/detail\/([^/?]+)/.exec(url)?.[1] ?? '';
/** A job's row of the list, by the link to its page: example runs started in the same second share a name. */
const rowOf = (page: Page, id: string) =>
  page.locator('.compute-table tbody tr.ant-table-row', { has: page.locator(`a[href*="/detail/${id}"]`) });

for (const locale of ['zh', 'en'] as const) {
  const tx = (key: string) => text(locale, key);
  const app = APPS[locale];

  describe(`${locale}: apps and compute jobs`, () => {
    let context: BrowserContext;
    let page: Page;
    let finishedId = '';
    let finishedName = '';

    const api = async <T>(url: string, body?: unknown): Promise<T> => {
      const response =
        body === undefined
          ? await page.request.get(url)
          : await page.request.post(url, { data: body, headers: await tokenHeader(page) });
      expect(response.status(), url).toBe(200);
      return (await response.json()) as T;
    };
    const detail = (id: string) => api<WorkflowDetailResponse>(`/api/v1/workflows/${id}`);
    /** Polls the job until it is in one of `statuses` (or the time is up): its last answer either way. */
    const reaches = async (id: string, done: (job: WorkflowDetailResponse) => boolean, timeoutMs = RUN_TIMEOUT_MS) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await detail(id);
        if (done(job) || Date.now() > deadline) return job;
        await page.waitForTimeout(POLL_INTERVAL_MS);
      }
    };
    const headerStatus = (status: ComputeJobStatus) =>
      page.getByTestId('compute-header').locator(`[data-testid="compute-status"][data-status="${status}"]`);
    const confirmDialog = () => page.locator('.ant-modal-confirm');
    /**
     * A button of the confirm dialog once its opening zoom is over. The dialog's first frames sit still at their final
     * place (invisible), so Playwright may aim there; the zoom then starts from the clicked row and the click is lost.
     */
    const confirmButton = async (key: string) => {
      await expect.poll(() => confirmDialog().getAttribute('class')).not.toMatch(/zoom-(appear|enter)/);
      return confirmDialog().getByRole('button', { name: buttonName(locale, key) });
    };
    const act = (action: string) => page.getByTestId('compute-header').locator(`[data-action="${action}"]`);

    beforeAll(async () => {
      ({ context, page } = await openLoggedIn(browser(), locale, `/${locale}/${app.detail}`));
    });
    afterAll(() => context.close());
    afterEach((ctx) => screenshotIfFailed(ctx, page, `compute-${locale}`));

    it(
      'runs an app on its example data to FINISH, then lists, previews and packages its outputs',
      async () => {
        await page.getByTestId('app-detail').waitFor();
        expect(await page.getByTestId('app-steps').locator('.ant-steps-item').count()).toBeGreaterThan(2);

        await page.getByTestId('run-example').click();
        // A job just started opens on its live step graph.
        await page.waitForURL(/\/myjob\/compute\/detail\/[^/]+\/output$/);
        finishedId = workflowIdOf(page.url());
        const job = await reaches(finishedId, (j) => isComputeJobTerminal(j.status));
        expect(job.status).toBe('FINISH');
        finishedName = job.jobName;
        // The page follows the job live: no reload needed.
        await headerStatus('FINISH').waitFor();
        await page.locator('[data-tab="input"]').click();
        await page.getByTestId('compute-inputs').getByText(app.exampleFile, { exact: true }).waitFor();

        // The list shows it, found by name, with its app, sizes and times.
        await page.goto(`/${locale}/myjob/compute/list?name=${encodeURIComponent(finishedName)}`);
        const row = rowOf(page, finishedId);
        await row.locator('[data-status="FINISH"]').waitFor();
        expect(await row.textContent()).toContain(job.softName);
        await page.screenshot({ path: `e2e/artifacts/compute-${locale}-list.png` });

        // Output tab: the files, everything as one package, a text preview from page 1.
        await row.getByRole('link', { name: finishedName.slice(0, 20) }).click();
        await page.locator('[data-tab="output"]').click();
        await page.waitForURL(/\/output$/);
        const files = page.getByTestId('output-table').locator('tbody tr.ant-table-row');
        await expect.poll(() => files.count()).toBeGreaterThan(2);
        expect(await page.getByTestId('output-package').getAttribute('href')).toBe(
          `/api/v1/workflows/${finishedId}/package`,
        );
        const zip = await page.request.get(`/api/v1/workflows/${finishedId}/package`);
        expect(zip.headers()['content-type']).toContain('zip');
        await page.screenshot({ path: `e2e/artifacts/compute-${locale}-output.png`, fullPage: true });
        await page.getByTestId('compute-dag').screenshot({ path: `e2e/artifacts/compute-${locale}-dag.png` });

        await page.getByTestId('output-table').getByRole('button', { name: app.preview.file, exact: true }).click();
        await expect.poll(() => page.getByTestId('result-preview').textContent()).toContain(app.preview.contains);
        expect(await page.getByTestId('result-preview-page').textContent()).toContain('1');
        await page.keyboard.press('Escape');
        // A table result opens as a grid, its header row as the column titles (issue 14 item 7).
        await page.getByTestId('output-table').getByRole('button', { name: app.table.file, exact: true }).click();
        const grid = page.getByTestId('table-preview');
        await expect.poll(() => grid.locator('thead th').first().textContent()).toBe(app.table.firstColumn);
        await page.keyboard.press('Escape');

        // Re-run opens the app's page filled in from this job.
        await act('rerun').click();
        await page.waitForURL((url) => url.searchParams.get('rerun') === finishedId);
        await page.getByTestId('prefill-notice').waitFor();
        expect(await page.locator('#tool-form_jobName').inputValue()).toBe(finishedName);
      },
      RUN_TIMEOUT_MS + 60_000,
    );

    it(
      'pauses, resumes, stops and deletes a long run as the status rules allow',
      async () => {
        await uploadToPrivateRoot(page, `long-${locale}.fa`, relatedSequences(7, SEQUENCES, SEQUENCE_LENGTH));

        // Run in the demo user's project, so the list shows its project.
        const { projectList } = await api<ProjectListResponse>('/api/v1/projects/list', {});
        const project = projectList.find((p) => p.role === 'owner');
        if (!project) throw new Error('the demo data gives the demo user a project');
        await page.goto(`/${locale}/software/agriculture/detail/${LONG_APP}?projectBaseId=${project.projectBaseId}`);
        await page
          .getByTestId('file-input-sequences')
          .getByRole('button', { name: buttonName(locale, 'software.form.choose') })
          .click();
        const picker = page.getByTestId('my-data-picker');
        // In a project the picker opens on the project's data; the file is in the private data.
        await picker.getByRole('tab', { name: tx('software.picker.tabs.private') }).click();
        await picker
          .locator('tr', { hasText: `long-${locale}.fa` })
          .locator('.ant-radio-input')
          .check();
        await page
          .locator('.ant-modal')
          .filter({ has: picker })
          .getByRole('button', { name: buttonName(locale, 'software.picker.ok') })
          .click();
        await page
          .getByTestId('chosen-file')
          .filter({ hasText: `long-${locale}.fa` })
          .waitFor();
        await page.locator('#tool-form_params_strategy').click();
        await (await settledDropdown(page, /./)).locator('.ant-select-item-option').nth(1).click();
        const jobName = `long_${locale}_${Date.now()}`;
        await page.locator('#tool-form_jobName').fill(jobName);
        await page.locator('.tool-form button[type="submit"]').click();
        await page.waitForURL(/\/myjob\/compute\/detail\/[^/]+\/output$/);
        const id = workflowIdOf(page.url());

        // Pause only from RUNNING: wait until the alignment really runs.
        const running = await reaches(id, (j) => j.status === 'RUNNING' && j.steps.some((s) => s.status === 'running'));
        expect(running.status).toBe('RUNNING');
        await headerStatus('RUNNING').waitFor();
        expect(await act('resume').count()).toBe(0);
        expect(await act('delete').count()).toBe(0);
        await act('pause').click();
        await headerStatus('PAUSE').waitFor();
        expect(await act('pause').count()).toBe(0);
        expect(await act('stop').count()).toBe(0);

        // A paused job shows -- as its end time in the list.
        await page.goto(`/${locale}/myjob/compute/list?name=${encodeURIComponent(jobName)}`);
        const row = page.locator('.compute-table tbody tr.ant-table-row', { hasText: jobName.slice(0, 20) });
        await row.locator('[data-status="PAUSE"]').waitFor();
        expect((await row.locator('td').nth(4).textContent())?.trim()).toBe('--');
        // The project is a link named after it; in the narrowest desktop window the status and the dates stay clear
        // of the fixed actions.
        const projectLink = row.getByTestId('project-link');
        expect(await projectLink.textContent()).toBe(project.projectName);
        expect(await projectLink.getAttribute('href')).toContain(`/${locale}/project/detail/${project.projectBaseId}/`);
        await expectColumnsInView(
          page,
          page.locator('.compute-table'),
          ['jobName', 'app', 'project', 'createTime', 'endTime', 'status'].map((key) => tx(`compute.list.${key}`)),
        );
        await row.locator('[data-action="resume"]').click();
        await row.locator('[data-status="RUNNING"]').waitFor();

        // Stop asks first; then only delete is left.
        await row.locator('[data-action="stop"]').click();
        await (await confirmButton('compute.actions.confirm.ok')).click();
        await row.locator('[data-status="KILLED"]').waitFor();
        expect(
          await row
            .locator('[data-action]')
            .evaluateAll((els: { getAttribute(name: string): string | null }[]) =>
              els.map((e) => e.getAttribute('data-action')),
            ),
        ).toEqual(['delete']);

        // No report: the plain question; deleting brings the list back to page 1 without the job.
        await row.locator('[data-action="delete"]').click();
        await expect.poll(() => confirmDialog().textContent()).toContain(tx('compute.actions.confirm.delete'));
        await (await confirmButton('compute.actions.confirm.ok')).click();
        await expect.poll(() => row.count()).toBe(0);
        expect(new URL(page.url()).searchParams.get('page')).toBeNull();

        // The finished run has a report: the question says it goes too, and cancelling keeps the job.
        await page.goto(`/${locale}/myjob/compute/list?name=${encodeURIComponent(finishedName)}`);
        const finished = rowOf(page, finishedId);
        await finished.locator('[data-action="delete"]').click();
        await expect
          .poll(() => confirmDialog().textContent())
          .toContain(tx('compute.actions.confirm.deleteWithReport'));
        await (await confirmButton('common.cancel')).click();
        await confirmDialog().waitFor({ state: 'detached' });
        expect((await detail(finishedId)).status).toBe('FINISH');
        await finished.locator('[data-action="delete"]').click();
        await (await confirmButton('compute.actions.confirm.ok')).click();
        await expect.poll(() => finished.count()).toBe(0);
        const left = await api<WorkflowListResponse>('/api/v1/workflows/list', { workflowName: finishedName });
        expect(left.jobList.map((j) => j.id)).not.toContain(finishedId);
      },
      RUN_TIMEOUT_MS,
    );
  });
}
