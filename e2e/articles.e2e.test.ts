/**
 * Articles and literature interpretations in both locales (issue 18 item 3): from the article index to a key's
 * interpretations, write one with the PubMed fill (from the local E-utilities of global-setup.ts), see cancel ask
 * before dropping it, preview it as the server renders it, submit, find it in the list under its cut title and open
 * its detail from there.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INTERPRETATION_LIST_TITLE_LENGTH } from '../packages/contracts/src/articles/interpretation-api';
import { openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { buttonName, text, type Locale } from './texts';
import { settledConfirm } from './settled';

const browser = useBrowser();
let page: Page | undefined;

afterEach(async (ctx) => {
  if (page) await screenshotIfFailed(ctx, page, 'articles');
  await page?.context().close();
  page = undefined;
});

/** A paper the local E-utilities knows (test-support/eutils-server.ts). */
const PMID = '25516281';
const PAPER_TITLE = 'Moderated estimation of fold change and dispersion for RNA-seq data with DESeq2';

describe.each(['zh', 'en'] as const)('literature interpretations (%s)', (locale: Locale) => {
  it('are written with the PubMed fill, previewed, submitted, listed under a cut title and opened', async () => {
    ({ page } = await openLoggedIn(browser(), locale, `/${locale}/article/index`));
    await page.getByTestId('article-key-transcriptome-interpretations').click();
    await page.waitForURL((url) => url.pathname === `/${locale}/article/interpretation/list/transcriptome`);
    await page.getByTestId('interpretation-new').click();
    await page.waitForURL((url) => url.pathname.startsWith(`/${locale}/article/interpretation/edit/`));

    await page.getByTestId('interpretation-pmid').fill(PMID);
    await page.getByTestId('interpretation-fill').click();
    await expect.poll(() => page!.getByTestId('interpretation-english-title').inputValue()).toBe(PAPER_TITLE);
    expect(await page.getByTestId('interpretation-magazine').inputValue()).toBe('Genome biology');

    const title = `E2E ${locale} ${Date.now().toString(36)} DESeq2 shrinks fold changes`;
    await page.getByTestId('interpretation-title').fill(title);
    await page.getByTestId('interpretation-background').fill('<p>Counts are <b>noisy</b><script>alert(1)</script></p>');

    // Cancel asks first: keeping on editing leaves the form as it was.
    await page.getByTestId('interpretation-cancel').click();
    const confirm = await settledConfirm(page);
    await confirm.locator('.ant-modal-confirm-title', { hasText: text(locale, 'article.form.dropTitle') }).waitFor();
    await confirm.getByRole('button', { name: buttonName(locale, 'article.form.keepEditing') }).click();
    await confirm.waitFor({ state: 'hidden' });

    await page.getByTestId('interpretation-preview').click();
    const preview = page.getByTestId('interpretation-preview-view');
    await preview.getByRole('heading', { name: title }).waitFor();
    await preview.locator('b', { hasText: 'noisy' }).waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    await page.getByTestId('interpretation-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith(`/${locale}/article/interpretation/detail/${PMID}/`));
    await page.getByTestId('interpretation-detail').getByRole('heading', { name: title }).waitFor();

    await page.goto(`/${locale}/article/interpretation/list/transcriptome`);
    const cut = `${title.slice(0, INTERPRETATION_LIST_TITLE_LENGTH)}…`;
    await page.getByRole('link', { name: cut, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/${locale}/article/interpretation/detail/${PMID}/`));
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('Genome biology').first().waitFor();
  });
});
