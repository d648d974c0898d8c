/**
 * The header as the walkthrough found it lacking, in both locales: the "back to old version" link of the layout (M9),
 * configured by OLD_VERSION_URL, at 1440 px and in the phone's "more" menu at 390 px; the uploaded profile photo as
 * the header's avatar (L2), replaced by the next photo without a reload; the quick search's way to the security
 * section (L4) and to the new help pages on samples (M7), among its first 3 options.
 */
import { afterEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { createAccount } from './account-users';
import { OLD_VERSION_URL } from './old-version';
import { quickSearch, quickSearchAnswered } from './quick-search';
import { settled } from './settled';
import { openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { buttonName, text, type Locale } from './texts';

const browser = useBrowser();
let page: Page | undefined;

afterEach(async (ctx) => {
  if (page) await screenshotIfFailed(ctx, page, 'header-account');
  await page?.context().close();
  page = undefined;
});

/** Picks a picture in the profile's photo button and confirms the crop; answers the photo's new address. */
async function uploadPhoto(open: Page, locale: Locale, background: string): Promise<string> {
  const before = await open
    .locator('[data-testid="profile-photo"] img')
    .getAttribute('src')
    .catch(() => null);
  const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .png()
    .toBuffer();
  const chooser = open.waitForEvent('filechooser');
  await open.getByTestId('photo-change').click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await open.getByRole('button', { name: buttonName(locale, 'userinfo.photo.ok') }).click();
  const src = open.locator('[data-testid="profile-photo"] img');
  await expect.poll(() => src.getAttribute('src')).not.toBe(before);
  return (await src.getAttribute('src')) ?? '';
}

/** A help page the quick search offers among its first options (seed/help-pages-data.ts), and the word typed. */
const HELP_QUERIES: Record<Locale, { q: string; title: string }> = {
  zh: { q: '样本寄送', title: '样本寄送与包装须知' },
  en: { q: 'information sheet', title: 'Filling in the sample information sheet' },
};
const PASSWORD_WORD: Record<Locale, string> = { zh: '密码', en: 'password' };

describe.each(['zh', 'en'] as const)('header (%s)', (locale) => {
  it('quick search opens the security section for the password, and help pages about samples', async () => {
    ({ page } = await openLoggedIn(browser(), locale, `/${locale}/dashboard`));
    const placeholder = text(locale, 'layout.search.placeholder');
    await quickSearch(page, placeholder, PASSWORD_WORD[locale], text(locale, 'layout.search.sections.security'));
    await page.waitForURL((url) => url.pathname === `/${locale}/userinfo/edit` && url.hash === '#security');
    await page.getByTestId('security-password').waitFor();

    const { q, title } = HELP_QUERIES[locale];
    const answered = quickSearchAnswered(page, q);
    await page.getByLabel(placeholder).fill(q);
    await answered;
    const options = page.locator('.ant-select-item-option');
    await expect.poll(async () => (await options.allTextContents()).slice(0, 3)).toContain(title);
    await options.filter({ hasText: title }).first().click();
    await page.waitForURL((url) => url.pathname === `/${locale}/help-detail`);
    await page.getByRole('heading', { name: title }).waitFor();
  });

  it('links to the configured old version, at 1440 px and in the phone menu', async () => {
    ({ page } = await openLoggedIn(browser(), locale, `/${locale}/dashboard`));
    await page.setViewportSize({ width: 1440, height: 900 });
    const link = page.locator('.app-header').getByRole('link', { name: text(locale, 'layout.header.oldVersion') });
    await expect.poll(() => link.getAttribute('href')).toBe(OLD_VERSION_URL);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: text(locale, 'layout.header.more') }).click();
    const menu = await settled(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').last());
    const item = menu.getByRole('link', { name: text(locale, 'layout.header.oldVersion') });
    await expect.poll(() => item.getAttribute('href')).toBe(OLD_VERSION_URL);
  });

  it('shows the uploaded photo as the avatar, and the next one without a reload', async () => {
    const account = await createAccount();
    ({ page } = await openLoggedIn(browser(), locale, `/${locale}/userinfo/edit`, { user: account }));
    const header = page.getByTestId('user-menu').getByTestId('header-photo');
    expect(await header.count()).toBe(0);
    await page.getByTestId('profile-edit').click();
    const first = await uploadPhoto(page, locale, '#2a6');
    await expect.poll(() => header.getAttribute('src')).toBe(first);
    const second = await uploadPhoto(page, locale, '#a26');
    await expect.poll(() => header.getAttribute('src')).toBe(second);
  });
});
