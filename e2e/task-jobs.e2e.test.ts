import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  JOB_NAME_DISPLAY_MAX_CHARS,
  PAGE_SIZES,
  TASK_JOB_STATUS_TEXT_KEYS,
  isTaskJobTerminal,
  truncateJobName,
  type TaskJob,
  type TaskJobStatus,
  type TaskListResponse,
} from '@biocloud/contracts';
import { groupMembers } from '../packages/executor/src/process-group';
import { uploadToPrivateRoot } from './my-data-api';
import { relatedSequences } from './sequences';
import { openLoggedIn, screenshotIfFailed, tokenHeader, useBrowser } from './session';
import { label, text } from './texts';
import { expectColumnsInView } from './table-layout';
import { settledConfirm, settledDropdown } from './settled';

/*
 * Task job pages in both locales, against the real engine: a long MAFFT alignment streams its log into the log
 * tab, is paused (its processes are stopped: state T, no CPU time), resumed, stopped and deleted; the list pages,
 * filters, sorts and cuts names, and follows status changes live.
 */

const browser = useBrowser();

/** MAFFT's all-to-all stage reports every 10 sequences; on a busy machine that can take a while. */
const LOG_TIMEOUT_MS = 90_000;
/** How long stopped processes are watched for CPU time they should not get. */
const CPU_WATCH_MS = 1500;
/** A real alignment on a 2-core machine shared with other work: minutes, not the default minute. */
const LONG_JOB_TEST_TIMEOUT_MS = 240_000;
/** Eleven example runs, two at a time (the per-user limit), then the list checks. */
const LIST_TEST_TIMEOUT_MS = 120_000;

const MAFFT = '1019';
const SEQKIT_STATS = '1001';
/** Enough sequences that L-INS-i runs for minutes and reports progress all along. */
const SEQUENCES = 200;
const SEQUENCE_LENGTH = 1000;

/** The state letter and CPU ticks (utime + stime) of a process, from /proc/<pid>/stat. */
async function procState(pid: number): Promise<{ state: string; ticks: number } | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: state is field 3 of stat(5), utime 14 and stime 15.
    return { state: fields[0] ?? '', ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

async function groupStates(pgid: number) {
  const members = await groupMembers(pgid);
  const states = await Promise.all(members.map((m) => procState(m.pid)));
  return states.filter((s) => s !== undefined);
}

const cpuTicks = async (pgid: number) => (await groupStates(pgid)).reduce((sum, s) => sum + s.ticks, 0);
const attributes = async (locator: Locator, name: string) =>
  Promise.all((await locator.all()).map((element) => element.getAttribute(name)));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const locale of ['zh', 'en'] as const) {
  describe(`${locale}: task jobs`, () => {
    let context: BrowserContext;
    let page: Page;

    const visible = (selector: string) => expect.poll(() => page.locator(selector).first().isVisible()).toBe(true);
    const headerStatus = () => page.getByTestId('task-header').locator('.task-status').getAttribute('data-status');
    const headerAction = (action: string) => page.getByTestId('task-header').locator(`[data-action="${action}"]`);
    /** The confirm dialog's OK, once its opening zoom is over (a click mid-zoom is lost: compute-jobs confirmButton). */
    const confirm = async () =>
      (await settledConfirm(page)).locator('.ant-modal-confirm-btns .ant-btn-primary').click();

    async function api<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
      const response =
        method === 'GET'
          ? await page.request.get(path)
          : await page.request.post(path, { data: data ?? {}, headers: await tokenHeader(page) });
      if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as T;
    }

    const listTasks = (query: Record<string, string | number>) =>
      api<TaskListResponse>(
        'GET',
        `/api/v1/tasks?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
      );

    beforeAll(async () => {
      ({ context, page } = await openLoggedIn(browser(), locale, `/${locale}/myjob/task/list`));
    });
    /** The long job, until the test has deleted it: stopped after a failure so it does not outlive the run. */
    let longJobId: string | undefined;
    afterAll(async () => {
      if (longJobId) {
        await page.request
          .put(`/api/v1/tasks/${longJobId}/stop`, { headers: await tokenHeader(page) })
          .catch(() => undefined);
      }
      await context.close();
    });
    afterEach((ctx) => screenshotIfFailed(ctx, page, `task-jobs-${locale}`));

    it(
      'streams the log of a running job, pauses it so its processes stop, resumes, stops and deletes it',
      async () => {
        const fileUuid = await uploadToPrivateRoot(
          page,
          `e2e_${locale}_homologs.fa`,
          relatedSequences(locale === 'zh' ? 7 : 11, SEQUENCES, SEQUENCE_LENGTH),
        );
        const { jobId } = await api<{ jobId: string }>('POST', `/api/v1/software/${MAFFT}/submit`, {
          jobName: `e2e_${locale}_long_alignment`,
          inputs: { sequences: fileUuid },
          params: { strategy: 'linsi' },
        });
        longJobId = jobId;

        // The log is loaded once; everything after that must come over the websocket.
        let logLoads = 0;
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === `/api/v1/tasks/${jobId}/log`) logLoads += 1;
        });
        await page.goto(`/${locale}/myjob/task/detail/${jobId}/log`);
        await expect.poll(headerStatus).toBe('running');
        // Its run time counts up while it runs (the server records one only at the end).
        const runTime = page.getByTestId('task-header').getByTestId('run-time');
        const firstRunTime = await runTime.textContent();
        expect(firstRunTime).toMatch(/^\d+:\d\d:\d\d$/);
        await expect.poll(() => runTime.textContent()).not.toBe(firstRunTime);
        const area = page.getByTestId('task-log-area');
        const logText = async () => ((await area.count()) > 0 ? ((await area.textContent()) ?? '') : '');
        await expect.poll(logText, { timeout: LOG_TIMEOUT_MS }).toContain(`/ ${SEQUENCES}`);
        const loadsBefore = logLoads;
        const before = (await logText()).length;
        await expect.poll(async () => (await logText()).length, { timeout: LOG_TIMEOUT_MS }).toBeGreaterThan(before);
        expect(logLoads).toBe(loadsBefore);
        await page.screenshot({ path: `/tmp/task-log-${locale}.png` });

        // The pid of the job's process group is in its "started" event (the local executor's external id).
        const events = await api<{ eventList: { eventKey: string; eventParams: Record<string, string | number> }[] }>(
          'GET',
          `/api/v1/tasks/${jobId}/events`,
        );
        const pgid = Number(events.eventList.find((e) => e.eventKey === 'started')?.eventParams.externalId);
        expect(pgid).toBeGreaterThan(1);
        expect((await groupStates(pgid)).length).toBeGreaterThan(0);

        await headerAction('pause').click();
        await expect.poll(headerStatus).toBe('stop');
        await expect
          .poll(async () => {
            const states = await groupStates(pgid);
            return states.length > 0 && states.every((s) => s.state === 'T');
          })
          .toBe(true);
        const pausedTicks = await cpuTicks(pgid);
        await sleep(CPU_WATCH_MS);
        expect(await cpuTicks(pgid)).toBe(pausedTicks);
        await expect.poll(() => headerAction('resume').isVisible()).toBe(true);
        expect(await headerAction('pause').count()).toBe(0);

        await headerAction('resume').click();
        await expect.poll(headerStatus).toBe('running');
        await expect.poll(async () => (await groupStates(pgid)).some((s) => s.state !== 'T')).toBe(true);
        const resumedTicks = await cpuTicks(pgid);
        await expect.poll(() => cpuTicks(pgid)).toBeGreaterThan(resumedTicks);

        await headerAction('stop').click();
        await confirm();
        await expect.poll(headerStatus).toBe('killed');
        await expect.poll(async () => (await groupStates(pgid)).length).toBe(0);
        expect(await headerAction('stop').count()).toBe(0);

        // The events tab tells the story in the page's language.
        await page.getByTestId('task-header').waitFor();
        await page.locator('[data-tab="event"]').click();
        await visible('[data-testid="task-events"]');
        for (const key of ['submitted', 'started', 'paused', 'resumed', 'stopped']) {
          await visible(`.task-event[data-event="${key}"]`);
        }
        expect(await page.locator('.task-event[data-event="paused"]').textContent()).toBe(
          text(locale, 'taskEvents.paused'),
        );

        await headerAction('delete').click();
        await confirm();
        await page.waitForURL((url) => url.pathname === `/${locale}/myjob/task/list`);
        const gone = await page.request.get(`/api/v1/tasks/${jobId}`);
        expect(gone.status()).toBe(404);
        longJobId = undefined;
      },
      LONG_JOB_TEST_TIMEOUT_MS,
    );

    it(
      'lists jobs 10 a page with live status, filters, sorts, cuts names and returns to page 1 after a delete',
      async () => {
        const longName = `e2e_${locale}_a_job_name_longer_than_twenty_characters`;
        const names = [longName, ...Array.from({ length: PAGE_SIZES.taskJobs }, (_, i) => `e2e_${locale}_list_${i}`)];
        for (const jobName of names.slice(0, -1)) {
          await api('POST', `/api/v1/software/${SEQKIT_STATS}/example`, { jobName });
        }
        const rows = page.locator('.task-table tr.ant-table-row');
        const rowNames = () => page.locator('.task-table tr.ant-table-row .task-name').allTextContents();
        const rowOf = (name: string) =>
          rows.filter({ has: page.locator('.task-name', { hasText: truncateJobName(name) }) });
        await page.goto(`/${locale}/myjob/task/list`);
        await visible('.task-table tr.ant-table-row');

        // A job submitted while the list is open shows up and finishes without a reload.
        const last = names.at(-1) ?? '';
        await api('POST', `/api/v1/software/${SEQKIT_STATS}/example`, { jobName: last });
        await expect.poll(() => rowOf(last).count()).toBe(1);
        await expect.poll(() => rowOf(last).locator('.task-status').getAttribute('data-status')).toBe('success');
        expect(await rowOf(last).locator('.task-status').textContent()).toBe(
          text(locale, TASK_JOB_STATUS_TEXT_KEYS.success),
        );
        await expect
          .poll(async () =>
            (await listTasks({ recordNumberOfPage: 100 })).jobList
              .filter((j) => names.includes(j.jobName))
              .every((j) => isTaskJobTerminal(j.status)),
          )
          .toBe(true);

        // Page 1 holds 10 rows, newest first; names longer than 20 characters are cut, in full in a tooltip.
        await expect.poll(() => rows.count()).toBe(PAGE_SIZES.taskJobs);
        const cut = `${longName.slice(0, JOB_NAME_DISPLAY_MAX_CHARS)}...`;
        const all = await listTasks({ recordNumberOfPage: 100 });
        expect(all.totalElements).toBeGreaterThan(PAGE_SIZES.taskJobs);
        const pageNames = async (query: Record<string, string | number>) =>
          (await listTasks(query)).jobList.map((job: TaskJob) => truncateJobName(job.jobName));
        const firstPage = await pageNames({ currentPage: 0 });
        await expect.poll(rowNames).toEqual(firstPage);
        await page.screenshot({ path: `/tmp/task-list-${locale}.png`, fullPage: true });
        // In the narrowest desktop window, name, dates, run time and status stay clear of the fixed actions.
        await expectColumnsInView(
          page,
          page.locator('.task-table'),
          ['jobName', 'createTime', 'endTime', 'needTime', 'status'].map((key) => text(locale, `myjob.list.${key}`)),
        );
        if (!(await rowNames()).includes(cut)) await page.goto(`/${locale}/myjob/task/list?page=2`);
        const longRow = page.locator('.task-name', { hasText: cut });
        await expect.poll(() => longRow.textContent()).toBe(cut);
        await longRow.hover();
        await expect.poll(() => page.locator('.ant-tooltip', { hasText: longName }).isVisible()).toBe(true);

        // Sorting by name (ascending, then descending) goes through the address and the server.
        await page.goto(`/${locale}/myjob/task/list`);
        await visible('.task-table tr.ant-table-row');
        const nameHeader = page.locator('.task-table th', { hasText: text(locale, 'myjob.list.jobName') });
        await nameHeader.click();
        await page.waitForURL((url) => url.searchParams.get('sortName') === 'jobName');
        expect(new URL(page.url()).searchParams.get('sortType')).toBe('asc');
        const ascending = await pageNames({ currentPage: 0, sortName: 'jobName', sortType: 'asc' });
        await expect.poll(rowNames).toEqual(ascending);
        await nameHeader.click();
        // Descending is the default direction, so the address leaves it out.
        await page.waitForURL(
          (url) => url.searchParams.get('sortName') === 'jobName' && !url.searchParams.has('sortType'),
        );
        await expect.poll(rowNames).toEqual(await pageNames({ currentPage: 0, sortName: 'jobName', sortType: 'desc' }));

        // Page 2 of that order is the server's second page.
        await page.locator('.task-table .ant-pagination-item-2').click();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        await expect.poll(rowNames).toEqual(await pageNames({ currentPage: 1, sortName: 'jobName', sortType: 'desc' }));

        // The status filter: only successful jobs, as many as the server counts.
        await page.getByTestId('task-status-filter').click();
        const success = text(locale, TASK_JOB_STATUS_TEXT_KEYS.success);
        await (await settledDropdown(page, success)).locator('.ant-select-item-option', { hasText: success }).click();
        await page.waitForURL((url) => url.searchParams.get('status') === 'success' && !url.searchParams.has('page'));
        const successes = (await listTasks({ jobStatus: 'success' })).totalElements;
        await expect
          .poll(() => page.getByTestId('task-total').textContent())
          .toMatch(new RegExp(`(^|\\D)${successes}(\\D|$)`));
        const statuses = await attributes(rows.locator('.task-status'), 'data-status');
        expect(statuses.length).toBeGreaterThan(0);
        expect(new Set(statuses)).toEqual(new Set<TaskJobStatus>(['success']));

        // A finished job offers delete and re-run only; deleting one on page 2 goes back to page 1.
        await page.goto(`/${locale}/myjob/task/list?page=2`);
        await visible('.task-table tr.ant-table-row');
        const firstRow = rows.first();
        const victimId = /\/myjob\/task\/detail\/([0-9a-f-]{36})\//.exec(
          (await firstRow.locator('.task-name').getAttribute('href')) ?? '',
        )?.[1];
        expect(victimId).toBeDefined();
        const actions = await attributes(firstRow.locator('[data-action]'), 'data-action');
        expect(actions).toEqual(['delete', 'rerun']);
        expect(await firstRow.locator('[data-action="rerun"]').getAttribute('href')).toMatch(
          new RegExp(`^/${locale}/software/tools/detail/small/${SEQKIT_STATS}\\?rerun=[0-9a-f-]{36}$`),
        );
        await firstRow.locator('[data-action="delete"]').click();
        await expect.poll(() => page.locator('.ant-modal-confirm').isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: label(locale, 'myjob.actions.confirmOk') }).count()).toBe(1);
        await confirm();
        await page.waitForURL((url) => !url.searchParams.has('page'));
        const after = await listTasks({ recordNumberOfPage: 100 });
        expect(after.totalElements).toBe(all.totalElements - 1);
        expect(after.jobList.map((j) => j.id)).not.toContain(victimId);
      },
      LIST_TEST_TIMEOUT_MS,
    );
  });
}
