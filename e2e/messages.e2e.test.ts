/**
 * Messages and the dashboard (issue 18 items 1 and 4), in both locales, each as a fresh account of its own so the
 * counts are known: task jobs end -> their messages arrive with the header badge's count, one opens (read), mark
 * all read clears the badge, two are deleted at once; staff's announcement to the user is the dashboard's notice;
 * the dashboard's figures lead to their lists, filtered.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount, type Account } from './account-users';
import { staffUser } from './browser';
import { openLoggedIn, screenshotIfFailed, tokenHeader, useBrowser } from './session';
import { buttonName, filled, text, type Locale } from './texts';

const browser = useBrowser();
/** seqkit stats: its example run is the quickest demo tool. */
const QUICK_TOOL = '1001';
/** The runs take seconds alone; other work may share the two cores. */
const RUN_TIMEOUT_MS = 150_000;
const pages: Page[] = [];

afterEach(async (ctx) => {
  for (const page of pages.splice(0)) {
    await screenshotIfFailed(ctx, page, 'messages');
    await page.context().close();
  }
});

async function open(locale: Locale, path: string, user?: Account | { username: string; password: string }) {
  const { page } = await openLoggedIn(browser(), locale, path, user ? { user } : {});
  pages.push(page);
  return page;
}

/** The header bell's unread count, as its label says it (the badge's digits animate; the label does not). */
async function badgeCount(page: Page): Promise<number> {
  const label = await page.getByTestId('message-badge').getByRole('link').getAttribute('aria-label');
  return Number(/\d+/.exec(label ?? '')?.[0] ?? NaN);
}

/** Starts the quick tool's example run named `jobName`; answers its id. */
async function runExample(page: Page, jobName: string): Promise<string> {
  const answer = await page.request.post(`/api/v1/software/${QUICK_TOOL}/example`, {
    data: { jobName },
    headers: await tokenHeader(page),
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { jobId: string }).jobId;
}

/** Waits (through the API) for the job to end: how long a run takes is not what this suite checks. */
async function waitForEnd(page: Page, jobId: string): Promise<void> {
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/v1/tasks/${jobId}`)).json()) as { status: string }).status,
      { timeout: RUN_TIMEOUT_MS, interval: 1_000 },
    )
    .toBe('success');
}

describe.each(['zh', 'en'] as const)('%s: messages and the dashboard', (locale: Locale) => {
  it(
    'job ends arrive with the badge, open, mark all read, multi-delete; figures lead to filtered lists',
    {
      timeout: 3 * RUN_TIMEOUT_MS,
    },
    async () => {
      const account = await createAccount();
      const page = await open(locale, `/${locale}/message/list`, account);
      const names = ['a', 'b', 'c'].map((n) => `msg_${locale}_${n}_${Date.now()}`);
      const jobs: string[] = [];
      for (const name of names) jobs.push(await runExample(page, name));
      for (const job of jobs) await waitForEnd(page, job);

      // Each end is a message, told over the websocket: the badge and the open list follow without a reload.
      await expect.poll(() => badgeCount(page)).toBe(3);
      const title = (name: string) => filled(locale, 'messages.kinds.taskJobFinished', { jobName: name });
      for (const name of names) await page.getByRole('link', { name: title(name) }).waitFor();

      // The detail: read from now on, and it leads to the job.
      await page.getByRole('link', { name: title(names[0]!) }).click();
      await page
        .getByTestId('message-detail')
        .getByRole('heading', { name: title(names[0]!) })
        .waitFor();
      await expect.poll(() => badgeCount(page)).toBe(2);
      await page.getByTestId('message-go-to').waitFor();
      await page.getByRole('link', { name: buttonName(locale, 'message.detail.back') }).click();

      await page.getByRole('button', { name: buttonName(locale, 'message.list.markAllRead') }).click();
      await page.getByText(filled(locale, 'message.list.markedRead', { count: 2 })).waitFor();
      await expect.poll(() => badgeCount(page)).toBe(0);
      await page.getByText(filled(locale, 'message.list.total', { count: 3, unread: 0 })).waitFor();

      // Two at once, one request.
      for (const name of names.slice(1)) {
        await page
          .getByRole('row', { name: new RegExp(title(name)) })
          .getByRole('checkbox')
          .check();
      }
      await page.getByTestId('message-delete').click();
      await page.locator('.ant-popconfirm').getByRole('button').last().click();
      await page.getByText(filled(locale, 'message.list.deleted', { count: 2 })).waitFor();
      await page.getByText(filled(locale, 'message.list.total', { count: 1, unread: 0 })).waitFor();
      expect(await page.getByTestId('message-title').allInnerTexts()).toEqual([title(names[0]!)]);

      // Staff write to this user alone: a message and the dashboard's notice.
      const staff = await open(locale, `/${locale}/message/announce`, staffUser());
      const notice = `Notice ${locale} ${Date.now()}`;
      await staff.getByLabel(text(locale, 'message.announce.title')).fill(notice);
      await staff.getByLabel(text(locale, 'message.announce.content')).fill('Sequencer service on Friday.');
      await staff.getByLabel(text(locale, 'message.announce.username')).fill(account.username);
      await staff.getByRole('button', { name: buttonName(locale, 'message.announce.submit') }).click();
      await staff.getByText(filled(locale, 'message.announce.sent', { count: 1 })).waitFor();

      await page.goto(`/${locale}/dashboard`);
      await page.getByTestId('dashboard-notice').getByText(notice).waitFor();
      await expect.poll(() => badgeCount(page)).toBe(1);
      const figure = (key: string) => page.getByTestId(`figure-${key}`).locator('.figure-value');
      await expect.poll(() => figure('task-success').innerText()).toBe('3');
      expect(await figure('messages-unread').innerText()).toBe('1');
      await page.getByTestId('jobs-chart').locator('canvas').waitFor();

      await page.getByTestId('figure-messages-unread').click();
      await page.waitForURL((url) => url.pathname.endsWith('/message/list') && url.search === '?readFlag=unread');
      await page
        .getByRole('link', { name: filled(locale, 'messages.kinds.announcement', { title: notice }) })
        .waitFor();
      expect(await page.getByTestId('message-title').count()).toBe(1);

      await page.goBack();
      await page.getByTestId('figure-task-success').click();
      await page.waitForURL((url) => url.pathname.endsWith('/myjob/task/list') && url.search === '?status=success');
      await page
        .getByTestId('task-total')
        .getByText(filled(locale, 'myjob.list.total', { count: 3 }))
        .waitFor();
    },
  );
});
