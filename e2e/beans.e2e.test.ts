/**
 * Cloud beans end to end (issue 31), in both locales, each as a fresh account with no beans: staff credit it (an
 * audited adjustment), the priced tool's form shows price and balance, a run that succeeds is charged and one that
 * fails is refunded, and bean/detail shows the balance and the movements that made it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TaskJobStatus } from '@biocloud/contracts';
import { apiLogin, createAccount } from './account-users';
import { baseUrl, staffUser } from './browser';
import { uploadToPrivateRoot } from './my-data-api';
import { openLoggedIn, screenshotIfFailed, tokenHeader, useBrowser } from './session';
import { filled, text } from './texts';

const browser = useBrowser();
/** FastTree: priced at 1 bean in the catalogue. */
const FASTTREE = '1020';
const GRANT = 3;
/** A ragged alignment: FastTree starts and then fails on it (the job ends in error, after its hold). */
const RAGGED = '>a\nACGTACGT\n>b\nACGTAC\n>c\nACGTACGT\n';

async function statusOf(page: Page, jobId: string): Promise<TaskJobStatus> {
  const answer = await page.request.get(`/api/v1/tasks/${jobId}`, { headers: await tokenHeader(page) });
  return ((await answer.json()) as { status: TaskJobStatus }).status;
}

const ended = (page: Page, jobId: string) =>
  expect
    .poll(() => statusOf(page, jobId), { timeout: 180_000 })
    .toSatisfy((status: TaskJobStatus) => ['success', 'error', 'killed'].includes(status));

for (const locale of ['zh', 'en'] as const) {
  describe(`${locale}: cloud beans`, () => {
    let page: Page;
    afterEach((ctx) => screenshotIfFailed(ctx, page, `beans-${locale}`));

    it('staff credit beans; a priced run is charged on success and refunded on failure, as bean/detail shows', async () => {
      const account = await createAccount();
      const staffToken = await apiLogin(staffUser());
      const credit = await fetch(`${baseUrl()}/api/v1/staff/beans/users/${account.id}/adjust`, {
        method: 'POST',
        headers: { token: staffToken, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: GRANT, reason: `e2e ${locale}` }),
      });
      expect(credit.status).toBe(200);

      ({ page } = await openLoggedIn(browser(), locale, `/${locale}/software/tools/detail/small/${FASTTREE}`, {
        user: account,
      }));
      // The form says what the run costs and what is left after it, before anything is submitted.
      const cost = page.getByTestId('bean-cost');
      await expect
        .poll(() => cost.textContent())
        .toContain(
          filled(locale, 'beans.submit.cost', {
            count: 1,
            price: 1,
            available: GRANT,
          }),
        );
      expect(await cost.textContent()).toContain(filled(locale, 'beans.submit.after', { after: GRANT - 1 }));

      await page.getByTestId('run-example').click();
      await page.waitForURL((url) => url.pathname.includes('/myjob/task/detail/'));
      const charged = /\/myjob\/task\/detail\/([^/?]+)/.exec(page.url())![1]!;
      await ended(page, charged);
      expect(await statusOf(page, charged)).toBe('success');

      // A run that fails gives its bean back.
      const alignment = await uploadToPrivateRoot(page, 'ragged.fa', RAGGED);
      const submitted = await page.request.post(`/api/v1/software/${FASTTREE}/submit`, {
        headers: await tokenHeader(page),
        data: {
          jobName: `beans_${locale}_refund`,
          inputs: { alignment: [alignment] },
          params: { sequenceType: 'nucleotide' },
        },
      });
      expect(submitted.status()).toBe(200);
      const refunded = ((await submitted.json()) as { jobId: string }).jobId;
      await ended(page, refunded);
      expect(await statusOf(page, refunded)).toBe('error');

      await page.goto(`/${locale}/bean/detail`);
      await expect.poll(() => page.getByTestId('bean-available').textContent()).toBe(String(GRANT - 1));
      expect(await page.getByTestId('bean-held').textContent()).toBe('0');
      const movements = page.getByTestId('bean-movements');
      for (const kind of ['run_settle', 'run_refund']) {
        await expect.poll(() => movements.getByText(text(locale, `beans.kinds.${kind}`)).count()).toBeGreaterThan(0);
      }
      // Each run's movements link to its job.
      const jobLinks = await movements
        .getByTestId('bean-job-link')
        .evaluateAll((links: { getAttribute(n: string): string | null }[]) =>
          links.map((link) => link.getAttribute('href')),
        );
      expect(jobLinks.some((href) => href?.includes(charged))).toBe(true);
      expect(jobLinks.some((href) => href?.includes(refunded))).toBe(true);
      await page.screenshot({ path: `e2e/artifacts/beans-${locale}-detail.png`, fullPage: true });
      await page.context().close();
    });
  });
}
