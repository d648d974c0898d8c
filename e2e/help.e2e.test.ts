/**
 * The help centre in both locales (issue 18 item 2): a search for a word from the middle of a seeded page's title
 * (a two-character Chinese word in zh) finds the page and opens it; the feedback form on the customer service page
 * shows the type's error, then sends a suggestion with an attachment.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { buttonName, text, type Locale } from './texts';

const browser = useBrowser();
let page: Page | undefined;

afterEach(async (ctx) => {
  if (page) await screenshotIfFailed(ctx, page, 'help');
  await page?.context().close();
  page = undefined;
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
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: text(locale, 'help.feedback.types.bug') })
      .click();
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
