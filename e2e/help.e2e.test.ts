/**
 * The help centre in both locales (issue 18 item 2): a search for a word from the middle of a seeded page's title
 * (a two-character Chinese word in zh) finds the page and opens it; the feedback form on the customer service page
 * shows the type's error, then sends a suggestion with an attachment. Staff answer a customer's suggestion on their
 * list, and the customer reads the answer among their messages.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SUGGESTION_PATH } from '@biocloud/contracts';
import { apiLogin, createAccount } from './account-users';
import { baseUrl, staffUser } from './browser';
import { openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { buttonName, filled, text, type Locale } from './texts';
import { settledDropdown } from './settled';

const browser = useBrowser();
let page: Page | undefined;

let other: Page | undefined;

afterEach(async (ctx) => {
  for (const open of [page, other]) {
    if (open) await screenshotIfFailed(ctx, open, 'help');
    await open?.context().close();
  }
  page = undefined;
  other = undefined;
});

/** A word from inside a seeded title (seed/help-pages-data.ts) and that title. */
const SEARCHES: Record<Locale, { q: string; title: string }> = {
  zh: { q: '测序', title: '如何上传测序数据文件' },
  en: { q: 'sequencing', title: 'Uploading sequencing files' },
};

describe.each(['zh', 'en'] as const)('help centre (%s)', (locale) => {
  it('finds a page by a word from the middle of its title and opens it', async () => {
    ({ page } = await openLoggedIn(browser(), locale, `/${locale}/help`));
    const { q, title } = SEARCHES[locale];
    await page.getByText(text(locale, 'help.categories.data')).waitFor();
    await page.getByTestId('help-search').locator('input').fill(q);
    await page.getByTestId('help-search').locator('input').press('Enter');
    await page.waitForURL((url) => url.pathname === `/${locale}/help-search`);
    const hit = page.getByTestId('help-results').getByRole('link', { name: title });
    await hit.click();
    await page.waitForURL((url) => url.pathname === `/${locale}/help-detail`);
    await page.getByRole('heading', { name: title }).waitFor();
  });

  it('sends a suggestion with an attachment from the customer service page', async () => {
    ({ page } = await openLoggedIn(browser(), locale, `/${locale}/customerService`));
    await page.getByTestId('open-feedback').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: text(locale, 'help.feedback.title') });
    await dialog.getByTestId('feedback-submit').click();
    await dialog.getByText(text(locale, 'errors.SUGGESTION_TYPE_REQUIRED')).waitFor();

    await dialog.locator('#feedback_type').click();
    const bug = text(locale, 'help.feedback.types.bug');
    await (await settledDropdown(page, bug)).locator('.ant-select-item-option', { hasText: bug }).click();
    await expect.poll(() => dialog.getByText(text(locale, 'errors.SUGGESTION_TYPE_REQUIRED')).count()).toBe(0);
    await dialog.getByTestId('feedback-title').fill(`e2e ${locale} upload stalls`);
    await dialog.getByTestId('feedback-description').fill('The upload stops at 99%.');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'screen.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('what the screen showed'),
    });
    await dialog.getByText('screen.txt').waitFor();
    await dialog.getByRole('button', { name: buttonName(locale, 'help.feedback.submit') }).click();
    await page.getByText(text(locale, 'help.feedback.success')).waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('suggestions answered by staff', () => {
  it('reach the customer as a message with the answer', async () => {
    const locale = 'en';
    const account = await createAccount({ prefix: 'sugg' });
    const title = `Answer me ${account.username}`;
    const form = new FormData();
    form.append('type', 'feature');
    form.append('title', title);
    const sent = await fetch(`${baseUrl()}${SUGGESTION_PATH}`, {
      method: 'POST',
      headers: { token: await apiLogin(account) },
      body: form,
    });
    expect(sent.status).toBe(200);

    ({ page: other } = await openLoggedIn(browser(), locale, `/${locale}/help/suggestions`, { user: staffUser() }));
    const row = other.getByRole('row').filter({ hasText: title });
    await row.getByTestId('suggestion-answer-open').click();
    const answer = 'Batch download comes next month.';
    await other.getByTestId('suggestion-answer').fill(answer);
    await other.getByTestId('suggestion-answer-submit').click();
    await row.getByText(text(locale, 'help.staff.states.answered')).waitFor();

    ({ page } = await openLoggedIn(browser(), locale, `/${locale}/message/list`, { user: account }));
    await page.getByRole('link', { name: filled(locale, 'messages.kinds.suggestionAnswered', { title }) }).click();
    await page.getByTestId('message-detail').getByText(answer).waitFor();
  });
});
