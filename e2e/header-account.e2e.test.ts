/**
 * The header as the walkthrough found it lacking, in both locales: the "back to old version" link of the layout (M9),
 * configured by OLD_VERSION_URL, at 1440 px and in the phone's "more" menu at 390 px; the uploaded profile photo as
 * the header's avatar (L2), replaced by the next photo without a reload.
 */
import { afterEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { createAccount } from './account-users';
import { OLD_VERSION_URL } from './old-version';
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

describe.each(['zh', 'en'] as const)('header (%s)', (locale) => {
  it('links to the configured old version, at 1440 px and in the phone menu', async () => {
    ({ page } = await openLoggedIn(browser(), locale, `/${locale}/dashboard`));
    await page.setViewportSize({ width: 1440, height: 900 });
    const link = page.locator('.app-header').getByRole('link', { name: text(locale, 'layout.header.oldVersion') });
    await expect.poll(() => link.getAttribute('href')).toBe(OLD_VERSION_URL);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: text(locale, 'layout.header.more') }).click();
    const item = page
      .locator('.ant-dropdown-menu')
      .getByRole('link', { name: text(locale, 'layout.header.oldVersion') });
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
