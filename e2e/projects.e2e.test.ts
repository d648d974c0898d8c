import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO, staffUser } from './browser';
import { uploadToPrivateRoot } from './my-data-api';
import { browserLocaleOf, openLoggedIn, screenshotIfFailed, tokenHeader, useBrowser } from './session';
import { filled, label, text, type Locale } from './texts';
import { settled } from './settled';

/*
 * The project service end to end (issue 6), in both locales: staff set up a project for the demo customer, deliver a
 * FASTQ (by upload, and a file of their own space moved in), record two stages and attach a report; the customer
 * follows the progress and the message badge, finds the file in the project data, runs a tool and an app on it from
 * the project's analyse cards, follows them in the project's jobs and opens the app's report in the project's
 * reports, writes a custom request and reads the staff's reply, evaluates the service, and deletes a project of
 * their own with the password.
 */

/** Real bacterial reads (the microbial genome app's example): what the sequencing service delivers. */
const FASTQ = readFileSync(path.resolve(import.meta.dirname, '../catalog/examples/apps/microbial-genome/reads.fq'));
/** Sequence statistics (catalog/tools/seqkit-stats.yaml): takes FASTQ files. */
const SEQKIT_STATS_ID = '1001';
/** Microbial genome (catalog/apps/microbial-genome.yaml): an agriculture app that takes the reads alone. */
const MICROBIAL_APP = { softwareId: '2004', name: { zh: '微生物基因组组装与注释', en: 'Microbial genome' } };
/** QC, assembly, gene prediction and the report on a loaded machine. */
const APP_RUN_TIMEOUT_MS = 360_000;
const REPORT_HTML = '<!doctype html><html><body><h1 id="report-heading">Resequencing QC report</h1></body></html>';

const browser = useBrowser();

for (const locale of ['zh', 'en'] as const satisfies readonly Locale[]) {
  const tx = (key: string) => text(locale, key);
  const lbl = (key: string) => label(locale, key);
  // The demo account is shared by both locales: every name carries the locale.
  const projectName = `e2e_${locale}_service`;
  const fastqName = `e2e_${locale}_reads.fastq`;
  const reportTitle = `e2e_${locale}_qc_report`;
  const staffNotesName = `e2e_${locale}_staff_notes.txt`;
  const requestTitle = `e2e_${locale}_extra_analysis`;
  const replyText = `e2e ${locale}: we will run the extra analysis next week`;

  describe(`${locale}: projects`, () => {
    let staffContext: BrowserContext;
    let staff: Page;
    let customerContext: BrowserContext;
    let customer: Page;
    /** The project's progress page, as the staff's create left it. */
    let projectUrl = '';

    const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
    const footerButton = (page: Page, key: string) =>
      dialog(page)
        .locator('.ant-modal-footer')
        .getByRole('button', { name: lbl(key) });
    const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);
    /**
     * Presses the dialog's button once the dialog has zoomed in, and waits for `answer`. A click made while it still
     * zoomed in was aimed at the button's final place and landed outside it: nothing was submitted.
     */
    const confirmThenSee = async (page: Page, key: string, answer: Locator) => {
      await settled(dialog(page));
      await footerButton(page, key).click();
      await visible(answer);
    };
    const stage = (page: Page, key: string) => page.getByTestId(`stage-${key}`);
    const section = (page: Page, key: string) => page.getByTestId(`project-tab-${key}`).click();
    const projectBaseId = () => new URL(projectUrl).pathname.split('/')[4] ?? '';
    /** The data table's upload and new-folder buttons: staff deliver into a project, its customers only read. */
    const writeButtons = (page: Page) =>
      page
        .locator('.data-toolbar')
        .getByRole('button', { name: lbl('files.toolbar.upload') })
        .or(page.locator('.data-toolbar').getByRole('button', { name: lbl('files.toolbar.newFolder') }));
    /** Chooses a file of the project's data for a form field: the picker opens on the project's tab. */
    const chooseProjectFile = async (page: Page, field: string, name: string) => {
      const input = page.getByTestId(`file-input-${field}`);
      await input.getByRole('button', { name: lbl('software.form.choose') }).click();
      const picker = page.getByTestId('my-data-picker');
      await visible(picker.getByRole('tab', { name: tx('software.picker.tabs.project'), selected: true }));
      await picker.locator('tr', { hasText: name }).click();
      await footerButton(page, 'software.picker.ok').click();
      await visible(input.getByTestId('chosen-file').getByText(name));
    };
    /** Fills the job name of a generated form and runs it. */
    const run = async (page: Page, jobName: string) => {
      await page.locator('#tool-form_jobName').fill(jobName);
      await page.getByRole('button', { name: lbl('software.form.submit') }).click();
    };

    beforeAll(async () => {
      const list = `/${locale}/project/list`;
      const browserLocale = browserLocaleOf(locale);
      ({ context: staffContext, page: staff } = await openLoggedIn(browser(), locale, list, {
        browserLocale,
        user: staffUser(),
      }));
      ({ context: customerContext, page: customer } = await openLoggedIn(browser(), locale, list, { browserLocale }));
    });
    afterAll(async () => {
      await staffContext.close();
      await customerContext.close();
    });
    afterEach((ctx) => screenshotIfFailed(ctx, customer, `projects-${locale}`));

    it('staff set up a project for the customer, deliver a FASTQ, record two stages and attach a report', async () => {
      await staff.getByTestId('project-staff-create').click();
      await staff.getByTestId('project-owner').fill(DEMO.username);
      await staff.getByTestId('project-name').fill(projectName);
      await staff.getByTestId('project-description').fill(`Resequencing of rice lines (${locale})`);
      await footerButton(staff, 'project.form.create').click();
      await staff.waitForURL(/\/project\/detail\/[^/]+\/[^/]+\/progress\/analyse$/);
      projectUrl = staff.url();
      await expect.poll(() => staff.getByTestId('project-title').textContent()).toBe(projectName);

      await staff.getByTestId('staff-deliver').click();
      await dialog(staff)
        .locator('input[type=file]')
        .setInputFiles({ name: fastqName, mimeType: 'text/plain', buffer: FASTQ });
      await visible(dialog(staff).getByText(fastqName));
      await footerButton(staff, 'project.deliver.ok').click();
      await visible(staff.getByText(filled(locale, 'project.deliver.done', { count: 1 })));

      await staff.getByTestId('progress-views').getByText(tx('project.progress.views.service')).click();
      await staff.waitForURL(/\/progress\/service$/);
      // The URL changes before the new view replaces the old one on screen: wait for the service timeline.
      await visible(stage(staff, 'sampleReceived'));
      for (const [key, note] of [
        ['sampleReceived', `12 samples received (${locale})`],
        ['sampleQc', `All samples passed QC (${locale})`],
      ] as const) {
        await staff.getByTestId('stage-note').fill(note);
        await staff.getByTestId('record-stage').click();
        await expect.poll(() => stage(staff, key).getAttribute('data-done')).toBe('true');
      }

      await staff.getByTestId('staff-report').click();
      await staff.getByTestId('report-title').fill(reportTitle);
      await dialog(staff)
        .locator('input[type=file]')
        .setInputFiles({ name: `${reportTitle}.html`, mimeType: 'text/html', buffer: Buffer.from(REPORT_HTML) });
      await footerButton(staff, 'project.reports.attachOk').click();
      await visible(staff.getByText(tx('project.reports.attached')));
    });

    it('staff move a file of their own space into the project data, and it leaves their space', async () => {
      const fileUuid = await uploadToPrivateRoot(staff, staffNotesName, `Library notes (${locale})\n`);
      await section(staff, 'data');
      await staff.waitForURL(/\/data\/root$/);
      await expect.poll(() => writeButtons(staff).count()).toBe(2);
      await staff.getByTestId('deliver-from-space').click();
      const picker = staff.getByTestId('my-files-picker');
      await picker.locator('tr', { hasText: staffNotesName }).click();
      await dialog(staff).locator('.ant-modal-footer .ant-btn-primary').click();
      await visible(staff.getByText(filled(locale, 'project.deliver.moved', { count: 1 })));
      // The table on screen reloads with the file.
      await visible(staff.locator('.files-table .file-name', { hasText: staffNotesName }));
      const own = await staff.request.post('/api/v1/files/list', {
        data: { fileUuid: '0', privated: true },
        headers: await tokenHeader(staff),
      });
      const ownFiles = ((await own.json()) as { data: { fileList: { fileUuid: string }[] } }).data.fileList;
      expect(ownFiles.map((f) => f.fileUuid)).not.toContain(fileUuid);
    });

    it('the customer sees the message badge and the progress with the notes, and marks it read', async () => {
      await customer.goto(`/${locale}/project/list`);
      // Every staff change above sent the customer a message; the badge counts them live.
      await expect
        .poll(async () =>
          Number(
            (await customer.getByTestId('message-badge').locator('.ant-scroll-number').getAttribute('title')) ?? 0,
          ),
        )
        .toBeGreaterThanOrEqual(4);
      await customer.getByRole('link', { name: projectName, exact: true }).click();
      await visible(customer.getByTestId('progress-page'));
      await customer.getByTestId('progress-views').getByText(tx('project.progress.views.service')).click();
      await expect.poll(() => stage(customer, 'sampleQc').getAttribute('data-done')).toBe('true');
      await visible(stage(customer, 'sampleReceived').getByText(`12 samples received (${locale})`));
      await visible(stage(customer, 'sampleQc').getByText(tx('project.progress.unread')));
      await expect.poll(() => stage(customer, 'libraryConstruction').getAttribute('data-done')).toBe('false');
      await customer.screenshot({ path: `e2e/artifacts/projects-${locale}-progress.png`, fullPage: true });

      await customer.getByTestId('mark-read').click();
      await expect.poll(() => stage(customer, 'sampleQc').getByText(tx('project.progress.unread')).count()).toBe(0);

      // Urging is limited: the second urge is refused with the server's words, naming when it is allowed again.
      const tooSoon = tx('errors.PROJECT_URGE_TOO_SOON').split('{{time}}')[0] ?? '';
      const answers = [
        customer.getByText(tx('project.urge.done')).first(),
        customer.locator('.ant-message').getByText(tooSoon, { exact: false }),
      ];
      for (const [attempt, answer] of answers.entries()) {
        await customer.getByTestId('urge').click();
        await customer.getByTestId('urge-content').fill(`Any news? (${locale}, ${attempt + 1})`);
        await confirmThenSee(customer, 'project.urge.ok', answer);
      }
      await customer.keyboard.press('Escape');

      await customer.getByTestId('send-email').click();
      await dialog(customer).locator('textarea').fill(`Please call me about the samples (${locale}).`);
      await confirmThenSee(customer, 'project.email.ok', customer.getByText(tx('project.email.done')));
    });

    it('the customer finds the delivered FASTQ in the project data', async () => {
      await section(customer, 'data');
      await customer.waitForURL(/\/data\/root$/);
      await visible(customer.locator('.files-table .file-name', { hasText: fastqName }));
      // The toolbar is there (download, copy out), without the ways to change the delivered data.
      await visible(customer.locator('.data-toolbar').getByRole('button', { name: lbl('files.toolbar.copy') }));
      expect(await writeButtons(customer).count()).toBe(0);
    });

    it("the customer runs a tool on the project's FASTQ from its analyse card and follows it in the project", async () => {
      await section(customer, 'analyse');
      // A FASTQ is what sequence statistics take: its card opens the tool with the project preselected.
      const card = customer.locator(`[data-testid=analyse-card][href*="/detail/small/${SEQKIT_STATS_ID}?"]`);
      await visible(card);
      expect(await card.getAttribute('href')).toContain(`projectBaseId=${projectBaseId()}`);
      await card.click();
      await visible(customer.getByTestId('project-notice').getByText(projectName, { exact: false }));
      await chooseProjectFile(customer, 'sequences', fastqName);
      const jobName = `e2e_${locale}_stats`;
      await run(customer, jobName);
      await customer.waitForURL(/\/myjob\/task\/detail\//);

      await customer.goto(new URL(projectUrl).pathname);
      await section(customer, 'jobs');
      await customer.getByText(tx('project.jobs.types.task'), { exact: true }).click();
      await customer.waitForURL(/\/job\/t\/list$/);
      const row = customer.locator('tr.ant-table-row', { hasText: jobName });
      await expect.poll(() => row.locator('.job-status').getAttribute('data-status')).toBe('success');
      await row.getByTestId('project-job-link').click();
      await visible(customer.getByTestId('project-job-detail'));
      // The overview words its params: the boolean "All statistics" (off) reads No, not false.
      const allStats = customer.locator('.ant-descriptions-item', {
        hasText: locale === 'zh' ? '全部统计量' : 'All statistics',
      });
      await visible(allStats.getByText(tx('myjob.params.no'), { exact: true }));
      await customer.getByRole('tab', { name: tx('project.jobs.tabs.event') }).click();
      await customer.waitForURL(/\/event$/);
      await expect
        .poll(() => customer.getByTestId('project-job-events').locator('.ant-timeline-item-content').count())
        .toBeGreaterThan(1);
    });

    it(
      'the customer runs an app on the delivered reads in the project, follows it to FINISH and opens its report',
      async () => {
        await customer.goto(new URL(projectUrl).pathname);
        await section(customer, 'analyse');
        // The app opens in its own catalogue (agriculture), with the project preselected.
        const card = customer.locator(
          `[data-testid=analyse-card][href*="/software/agriculture/detail/${MICROBIAL_APP.softwareId}?"]`,
        );
        await visible(card);
        await visible(card.locator('.app-image'));
        await customer.screenshot({ path: `e2e/artifacts/projects-${locale}-analyse.png`, fullPage: true });
        await card.click();
        await customer.getByTestId('app-detail').waitFor();
        await visible(customer.getByTestId('project-notice').getByText(projectName, { exact: false }));
        await visible(customer.getByTestId('app-detail').getByTestId('price-tag'));
        await chooseProjectFile(customer, 'reads', fastqName);
        const jobName = `e2e_${locale}_genome`;
        await customer.locator('#tool-form_jobName').fill(jobName);
        await customer.getByTestId('project-notice').scrollIntoViewIfNeeded();
        await customer.screenshot({ path: `e2e/artifacts/projects-${locale}-app-detail.png` });
        await run(customer, jobName);
        await customer.waitForURL(/\/myjob\/compute\/detail\//);

        // The project's compute jobs (job/c/list, the jobs default) list it and follow it live to FINISH.
        await customer.goto(new URL(projectUrl).pathname);
        await section(customer, 'jobs');
        await customer.waitForURL(/\/job\/c\/list$/);
        const row = customer.locator('tr.ant-table-row', { hasText: jobName });
        await expect
          .poll(() => row.locator('.job-status').getAttribute('data-status'), {
            timeout: APP_RUN_TIMEOUT_MS,
            interval: 2_000,
          })
          .toBe('FINISH');
        await customer.screenshot({ path: `e2e/artifacts/projects-${locale}-jobs.png`, fullPage: true });

        // Its report arrives in the project's reports by itself.
        await section(customer, 'reports');
        const report = customer.locator('tr.ant-table-row', { hasText: MICROBIAL_APP.name[locale] });
        await visible(report);
        // The report is named after its job; the app that made it is the software.
        expect(await report.getByTestId('report-open').textContent()).toBe(jobName);
        await report.getByTestId('report-open').click();
        const frame = customer.frameLocator('[data-testid=report-frame]');
        await expect
          .poll(() => frame.locator('h1').textContent())
          .toBe(locale === 'zh' ? '微生物基因组组装与注释' : 'Microbial genome');
        await customer.keyboard.press('Escape');
      },
      APP_RUN_TIMEOUT_MS + 120_000,
    );

    it('the customer writes a custom request and reads the staff reply', async () => {
      await section(customer, 'custom');
      await customer.getByTestId('custom-new').click();
      // The title rule (under 50 characters) speaks before anything is sent.
      await customer.getByTestId('custom-title').fill('x'.repeat(50));
      await customer.getByTestId('custom-submit').click();
      await visible(customer.getByText(tx('errors.TITLE_TOO_LONG')));
      await customer.getByTestId('custom-title').fill(requestTitle);
      await customer.getByTestId('custom-description').fill('Please add a population structure analysis.');
      await customer.getByTestId('custom-submit').click();
      await visible(customer.getByTestId('custom-detail'));
      const detailUrl = customer.url();

      await staff.goto(detailUrl);
      await staff.getByTestId('custom-reply').fill(replyText);
      await staff.getByTestId('custom-reply-send').click();
      await visible(staff.getByTestId('custom-reply-item').getByText(replyText));

      await customer.reload();
      await visible(customer.getByTestId('custom-reply-item').getByText(replyText));
    });

    it('the customer sees the attached report as unread and opens it in the page', async () => {
      await customer.goto(new URL(projectUrl).pathname);
      await section(customer, 'reports');
      const row = customer.locator('tr.ant-table-row', { hasText: reportTitle });
      await visible(row.getByTestId('report-unread'));
      await customer.screenshot({ path: `e2e/artifacts/projects-${locale}-reports.png`, fullPage: true });
      await row.getByTestId('report-open').click();
      const frame = customer.frameLocator('[data-testid=report-frame]');
      await visible(frame.locator('#report-heading'));
      await customer.keyboard.press('Escape');
      await visible(row.getByTestId('report-read'));
    });

    it('the customer evaluates the service and reads the answers back', async () => {
      await customer.goto(new URL(projectUrl).pathname);
      await customer.getByTestId('evaluate').click();
      const survey = customer.getByTestId('evaluation-dialog');
      // The project has started and its report is attached: at least the start survey is asked, every rating at 5.
      const start = survey.getByTestId('evaluation-projectStart');
      await visible(start);
      expect(await start.locator('.ant-rate-star-full').count()).toBe(15);
      await customer.screenshot({ path: `e2e/artifacts/projects-${locale}-survey.png` });
      await start.getByTestId('rate-projectStart-rating2').locator('li.ant-rate-star').nth(2).click();
      await expect.poll(() => start.locator('.ant-rate-star-full').count()).toBe(13);
      await footerButton(customer, 'project.evaluation.submit').click();
      await visible(
        customer.getByText(text(locale, 'project.evaluation.done').split('{{beans}}')[0] ?? '', { exact: false }),
      );
      // No question remains: the survey is offered no more, and the answers are there to read.
      await expect.poll(() => customer.getByTestId('evaluate').count()).toBe(0);
      await customer.getByTestId('evaluation-history-open').click();
      const history = customer.getByTestId('history-projectStart');
      await visible(history);
      expect(await history.locator('.ant-rate-star-full').count()).toBe(13);
      await customer.keyboard.press('Escape');

      // The survey paid 1000 beans per stage answered at once: each movement names this project and links to it.
      await customer.goto(`/${locale}/bean/detail?kind=grant_survey`);
      const rewards = customer.getByTestId('bean-movements').locator('tr.ant-table-row', { hasText: projectName });
      await expect.poll(() => rewards.count()).toBeGreaterThan(0);
      for (const reward of await rewards.all()) {
        expect(await reward.textContent()).toContain(text(locale, 'beans.kinds.grant_survey'));
        expect(await reward.getByTestId('bean-change').textContent()).toBe(
          filled(locale, 'beans.detail.gained', { amount: (1000).toLocaleString(locale) }),
        );
      }
    });

    it('the customer renames and deletes a project of their own, with the password', async () => {
      const ownName = `e2e_${locale}_scratch`;
      await customer.goto(`/${locale}/project/list`);
      await customer.getByTestId('project-create').click();
      await customer.getByTestId('project-name').fill(ownName);
      await footerButton(customer, 'project.form.create').click();
      await customer.waitForURL(/\/progress\/analyse$/);

      await customer.goto(`/${locale}/project/list?search=${ownName}`);
      const row = customer.locator('tr.ant-table-row', { hasText: ownName });
      // Renaming: the new name is required as it changes, and a name the customer already uses is refused.
      await row.getByTestId('project-edit').click();
      await customer.getByTestId('project-name').fill('');
      await visible(dialog(customer).getByText(tx('errors.PROJECT_NAME_REQUIRED')));
      await customer.getByTestId('project-name').fill(projectName);
      await footerButton(customer, 'project.form.save').click();
      await visible(dialog(customer).getByText(tx('errors.PROJECT_NAME_DUPLICATE')));
      await footerButton(customer, 'common.cancel').click();

      await row.getByTestId('project-delete').click();
      await dialog(customer).getByText(tx('project.delete.dataAction.delete'), { exact: true }).click();
      // The password is checked when the field is left: empty first, then a wrong one refused by the server.
      await customer.getByTestId('delete-password').focus();
      await customer.getByTestId('delete-password').blur();
      await visible(dialog(customer).getByText(tx('errors.PASSWORD_REQUIRED')));
      await customer.getByTestId('delete-password').fill('not-the-password');
      await footerButton(customer, 'project.delete.ok').click();
      await visible(dialog(customer).getByText(tx('errors.PROJECT_PASSWORD_WRONG')));
      await customer.getByTestId('delete-password').fill(DEMO.password);
      await footerButton(customer, 'project.delete.ok').click();
      await visible(customer.getByText(filled(locale, 'project.delete.done', { name: ownName })));
      await expect.poll(() => row.count()).toBe(0);
    });
  });
}

/*
 * An own-analysis project (issue 14 item 2), run in one locale and viewed in the other: the customer creates it,
 * uploads a FASTA into its data, runs an app on it from Analyse, and sees the job finish on the project's job page
 * with its outputs and params, while the project's status follows the job.
 */
describe('an own-analysis project', () => {
  /** Phylogeny (catalog/apps/phylogeny.yaml): a quick agriculture app on a few FASTA sequences. */
  const PHYLOGENY_ID = '2002';
  const FASTA = readFileSync(path.resolve(import.meta.dirname, '../catalog/examples/apps/phylogeny/rhodopsins.fa'));
  const OWN_RUN_TIMEOUT_MS = 180_000;
  let context: BrowserContext;
  let page: Page;
  /** The job page the run ended on, viewed again in zh. */
  let jobPath = '';

  const dialog = () => page.locator('.ant-modal-wrap:visible .ant-modal').last();
  const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);
  /** The status in the project's header (the project list, while it leaves, shows its rows' statuses too). */
  const status = () => page.locator('.project-header').getByTestId('project-status').textContent();

  beforeAll(async () => {
    ({ context, page } = await openLoggedIn(browser(), 'en', '/en/project/list', { browserLocale: 'en-US' }));
  });
  afterAll(() => context.close());
  afterEach((ctx) => screenshotIfFailed(ctx, page, 'projects-own'));

  it(
    'en: takes an upload, runs an app from Analyse, and shows the finished job with outputs; the status follows',
    async () => {
      const tx = (key: string) => text('en', key);
      const lbl = (key: string) => label('en', key);
      // Named per attempt: a retry must not clash with its first try on the shared demo account.
      const stamp = Date.now().toString(36);
      const projectName = `e2e_own_${stamp}`;
      const fastaName = `e2e_own_${stamp}.fa`;
      // Within the lists' 20-character cut of job names.
      const jobName = `own_${stamp}`;

      await page.goto('/en/project/list');
      await page.getByTestId('project-create').click();
      await page.getByTestId('project-name').fill(projectName);
      await dialog()
        .locator('.ant-modal-footer')
        .getByRole('button', { name: lbl('project.form.create') })
        .click();
      await page.waitForURL(/\/progress\/analyse$/);
      await expect.poll(status).toBe(tx('project.status.notStarted'));
      const projectPath = new URL(page.url()).pathname.replace(/\/progress\/analyse$/, '');

      // No data yet: Analyse says where data go, and the data page takes an upload.
      await visible(page.getByText(tx('project.analyse.emptyOwn')));
      await page.getByRole('link', { name: tx('project.analyse.toData') }).click();
      await page.waitForURL(/\/data\/root$/);
      await visible(page.getByText(tx('files.empty.project')));
      await page
        .locator('.data-toolbar')
        .getByRole('button', { name: lbl('files.toolbar.upload') })
        .click();
      await page
        .locator('[data-testid="upload-files"] input[type="file"]')
        .setInputFiles({ name: fastaName, mimeType: 'text/plain', buffer: FASTA });
      await expect.poll(() => page.locator('[data-testid="upload-item"][data-status="done"]').count()).toBe(1);
      await dialog()
        .locator('.ant-modal-footer')
        .getByRole('button', { name: lbl('files.upload.close') })
        .click();
      await visible(page.locator('.files-table .file-name', { hasText: fastaName }));

      // Analyse now offers the app that takes a FASTA, with the project preselected.
      await page.getByTestId('project-tab-analyse').click();
      const card = page.locator(`[data-testid=analyse-card][href*="/detail/${PHYLOGENY_ID}?"]`);
      await visible(card);
      await card.click();
      await visible(page.getByTestId('project-notice').getByText(projectName, { exact: false }));
      const input = page.getByTestId('file-input-sequences');
      await input.getByRole('button', { name: lbl('software.form.choose') }).click();
      const picker = page.getByTestId('my-data-picker');
      await picker.locator('tr', { hasText: fastaName }).click();
      await dialog()
        .locator('.ant-modal-footer')
        .getByRole('button', { name: lbl('software.picker.ok') })
        .click();
      await visible(input.getByTestId('chosen-file').getByText(fastaName));
      await page.locator('#tool-form_jobName').fill(jobName);
      await page.getByRole('button', { name: lbl('software.form.submit') }).click();
      await page.waitForURL(/\/myjob\/compute\/detail\//);

      // The project's compute jobs follow it to FINISH; the project is in progress meanwhile, completed after.
      await page.goto(`${projectPath}/job/c/list`);
      const row = page.locator('tr.ant-table-row', { hasText: jobName });
      await visible(row);
      expect([tx('project.status.inProgress'), tx('project.status.completed')]).toContain(await status());
      await expect
        .poll(() => row.locator('.job-status').getAttribute('data-status'), {
          timeout: OWN_RUN_TIMEOUT_MS,
          interval: 2_000,
        })
        .toBe('FINISH');
      await row.getByTestId('project-job-link').click();
      await visible(page.getByTestId('project-job-detail'));
      jobPath = new URL(page.url()).pathname;
      await expect.poll(status).toBe(tx('project.status.completed'));
      await page.getByRole('tab', { name: tx('project.jobs.tabs.output') }).click();
      await expect
        .poll(() => page.getByTestId('project-job-output').locator('tr.ant-table-row').count())
        .toBeGreaterThan(0);
      await visible(page.getByTestId('project-job-output').getByText('tree.nwk'));
      await page.screenshot({ path: 'e2e/artifacts/projects-own-en-output.png', fullPage: true });
      // The log of the ended job, and its full page opens where my jobs opens an ended job: on its input.
      await page.getByRole('tab', { name: tx('project.jobs.tabs.log') }).click();
      await visible(page.getByTestId('project-job-log-area'));
      expect(await page.locator('[data-action=full-page]').getAttribute('href')).toMatch(/\/input$/);

      // Run again opens the app's form in the same project.
      await page.locator('[data-action=rerun]').click();
      await visible(page.getByTestId('project-notice').getByText(projectName, { exact: false }));
    },
    OWN_RUN_TIMEOUT_MS + 120_000,
  );

  it('zh: the same job page reads in Chinese, with its params', async () => {
    expect(jobPath).not.toBe('');
    await page.goto(jobPath.replace(/^\/en\//, '/zh/'));
    await visible(page.getByTestId('project-job-detail'));
    expect(await status()).toBe(text('zh', 'project.status.completed'));
    await page.getByRole('tab', { name: text('zh', 'project.jobs.tabs.params') }).click();
    await visible(page.getByTestId('project-job-params').getByText('比对策略'));
    // A select shows its option's label, not its code (strategy "auto").
    await visible(page.getByTestId('project-job-params').getByText('自动', { exact: true }));
    await page.screenshot({ path: 'e2e/artifacts/projects-own-zh-params.png', fullPage: true });
  });
});
