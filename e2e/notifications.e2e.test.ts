/**
 * The e-mail preference (issue 5 §8: an e-mail at a compute job's end, if the user opted in): the user menu's
 * "Notifications" modal and the compute job list's toolbar both hold the switch, saved at once with a toast.
 * The e2e server has no SMTP_URL, so its answer says it sends no e-mail and the switch only explains why; the
 * flipping is checked with that one flag of the GET answer set to true: the saves still go to the real server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACTION_TIMEOUT_MS, openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { text, type Locale } from './texts';

const browser = useBrowser();
const PREFERENCES = '/api/v1/user/preferences';
let page: Page | undefined;

afterEach(async (ctx) => {
  if (page) await screenshotIfFailed(ctx, page, 'notifications');
  await page?.context().close();
  page = undefined;
});

const saved = async (p: Page) =>
  ((await (await p.request.get(PREFERENCES)).json()) as { notifyEmail: boolean }).notifyEmail;

async function openModal(p: Page) {
  await p.getByTestId('user-menu').click();
  await p.getByTestId('user-menu-notifications').click();
  return p.getByTestId('notifications-modal');
}

describe.each(['zh', 'en'] as const)('%s: e-mail at a compute job end', (locale: Locale) => {
  it('explains that this installation sends no e-mail, and keeps the switch off', async () => {
    ({ page } = await openLoggedIn(browser(), locale, `/${locale}/dashboard`));
    const modal = await openModal(page);
    await expect
      .poll(() => modal.getByTestId('email-notice-hint').innerText())
      .toBe(text(locale, 'layout.notifications.unavailable'));
    const toggle = modal.getByRole('switch', { name: text(locale, 'layout.notifications.emailOnJobEnd') });
    expect(await toggle.isDisabled()).toBe(true);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('saves the switch at once from the user menu and from the compute job list', { timeout: 120_000 }, async () => {
    ({ page } = await openLoggedIn(browser(), locale, `/${locale}/dashboard`));
    await page.route(`**${PREFERENCES}`, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as Record<string, unknown>;
      await route.fulfill({ response: answer, json: { ...body, emailAvailable: true } });
    });
    const modal = await openModal(page);
    const name = text(locale, 'layout.notifications.emailOnJobEnd');
    await expect.poll(() => modal.getByTestId('email-notice-hint').innerText()).toContain('demo@example.com');
    await modal.getByRole('switch', { name }).click();
    await page.getByText(text(locale, 'layout.notifications.savedOn')).waitFor({ timeout: ACTION_TIMEOUT_MS });
    expect(await saved(page)).toBe(true);

    await page.keyboard.press('Escape');
    await page.goto(`/${locale}/myjob/compute/list`);
    const listSwitch = page.locator('.compute-list-page').getByRole('switch', { name });
    await expect.poll(() => listSwitch.getAttribute('aria-checked')).toBe('true');
    await listSwitch.click();
    await page.getByText(text(locale, 'layout.notifications.savedOff')).waitFor({ timeout: ACTION_TIMEOUT_MS });
    expect(await saved(page)).toBe(false);
  });
});
