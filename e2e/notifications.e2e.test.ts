/**
 * The e-mail preference (issue 5 §8: an e-mail at a compute job's end, if the user opted in): the user menu's
 * "Notifications" modal and the compute job list's toolbar both hold the switch, saved at once with a toast. The e2e
 * server sends through the global setup's SMTP catcher (smtp-catcher.ts), so it says it sends e-mail, and a job that
 * finishes with the switch on is e-mailed there for real.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { isComputeJobTerminal, type UserPreferences, type WorkflowDetailResponse } from '@biocloud/contracts';
import { mailsTo } from './caught-mails';
import { ACTION_TIMEOUT_MS, openLoggedIn, screenshotIfFailed, tokenHeader, useBrowser, userMenuItem } from './session';
import { filled, text, type Locale } from './texts';

const browser = useBrowser();
const PREFERENCES = '/api/v1/user/preferences';
const DEMO_EMAIL = 'demo@example.com';
/** The e2e server's PRODUCT_NAME: its default (config.ts). */
const PRODUCT = 'BioCloud';
/** Phylogeny: its example run (five small steps) is the quickest demo app. */
const QUICK_APP = '2002';
/** The run takes seconds alone; other work may share the two cores. */
const RUN_TIMEOUT_MS = 150_000;
/** The server's mail loop sends every second, through a local SMTP server. */
const MAIL_TIMEOUT_MS = 20_000;
let page: Page | undefined;

afterEach(async (ctx) => {
  if (page) await screenshotIfFailed(ctx, page, 'notifications');
  await page?.context().close();
  page = undefined;
});

const preferences = async (p: Page) => (await (await p.request.get(PREFERENCES)).json()) as UserPreferences;

async function openModal(p: Page) {
  await userMenuItem(p, 'user-menu-notifications');
  return p.getByTestId('notifications-modal');
}

/** Flips the compute job list's switch to `on` and waits for the toast saying it was saved. */
async function switchOnList(p: Page, locale: Locale, on: boolean) {
  const listSwitch = p.locator('.compute-list-page').getByRole('switch', {
    name: text(locale, 'layout.notifications.emailOnJobEnd'),
  });
  await expect.poll(() => listSwitch.getAttribute('aria-checked')).toBe(String(!on));
  await listSwitch.click();
  await p
    .getByText(text(locale, on ? 'layout.notifications.savedOn' : 'layout.notifications.savedOff'))
    .waitFor({ timeout: ACTION_TIMEOUT_MS });
  expect((await preferences(p)).notifyEmail).toBe(on);
}

/** Runs the quick app on its example data as the page's user, named `jobName`, to its end; answers the job. */
async function runToEnd(p: Page, jobName: string): Promise<WorkflowDetailResponse> {
  const started = await p.request.post(`/api/v1/software/${QUICK_APP}/example`, {
    data: { jobName },
    headers: await tokenHeader(p),
  });
  expect(started.status()).toBe(200);
  const { workflowId } = (await started.json()) as { workflowId: string };
  let job: WorkflowDetailResponse | undefined;
  await expect
    .poll(
      async () => {
        job = (await (await p.request.get(`/api/v1/workflows/${workflowId}`)).json()) as WorkflowDetailResponse;
        return isComputeJobTerminal(job.status);
      },
      { timeout: RUN_TIMEOUT_MS, interval: 1_000 },
    )
    .toBe(true);
  return job!;
}

describe.each(['zh', 'en'] as const)('%s: e-mail at a compute job end', (locale: Locale) => {
  it('saves the switch at once from the user menu and from the compute job list', { timeout: 120_000 }, async () => {
    ({ page } = await openLoggedIn(browser(), locale, `/${locale}/dashboard`));
    expect(await preferences(page)).toEqual({ notifyEmail: false, email: DEMO_EMAIL, emailAvailable: true });
    const modal = await openModal(page);
    await expect
      .poll(() => modal.getByTestId('email-notice-hint').innerText())
      .toBe(filled(locale, 'layout.notifications.address', { email: DEMO_EMAIL }));
    await modal.getByRole('switch', { name: text(locale, 'layout.notifications.emailOnJobEnd') }).click();
    await page.getByText(text(locale, 'layout.notifications.savedOn')).waitFor({ timeout: ACTION_TIMEOUT_MS });
    expect((await preferences(page)).notifyEmail).toBe(true);

    await page.keyboard.press('Escape');
    await page.goto(`/${locale}/myjob/compute/list`);
    await switchOnList(page, locale, false);
  });
});

describe('the e-mail at a compute job end', () => {
  it(
    'reaches the demo user, in Chinese and English, once the switch is on',
    { timeout: RUN_TIMEOUT_MS + MAIL_TIMEOUT_MS + 60_000 },
    async () => {
      ({ page } = await openLoggedIn(browser(), 'en', '/en/myjob/compute/list'));
      await switchOnList(page, 'en', true);
      try {
        const jobName = `mailed_${Date.now()}`;
        expect((await runToEnd(page, jobName)).status).toBe('FINISH');
        // Users keep no language of their own: one e-mail holds both (mail-render.ts).
        const [zh, en] = (['zh', 'en'] as const).map((locale) => {
          const title = filled(locale, 'messages.kinds.computeJobFinished', { jobName });
          return {
            title,
            subject: filled(locale, 'messages.mail.subject', { product: PRODUCT, title }),
            footer: filled(locale, 'messages.mail.footer', { product: PRODUCT }),
          };
        });
        const ofThisJob = async () => (await mailsTo(DEMO_EMAIL)).filter((m) => m.text.includes(jobName));
        await expect.poll(async () => (await ofThisJob()).length, { timeout: MAIL_TIMEOUT_MS }).toBe(1);
        const [mail] = await ofThisJob();
        expect(mail!.to).toEqual([DEMO_EMAIL]);
        expect(mail!.subject).toBe(`${zh!.subject} / ${en!.subject}`);
        for (const { title, footer } of [zh!, en!]) {
          expect(mail!.text).toContain(title);
          expect(mail!.text).toContain(footer);
        }
      } finally {
        // The other suites' jobs end with the demo user's default: no e-mail.
        await page.request.put(PREFERENCES, { data: { notifyEmail: false }, headers: await tokenHeader(page) });
      }
    },
  );
});
