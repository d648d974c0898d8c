import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { adminUser, DEMO } from './browser';
import { filesLocators } from './files-locators';
import { openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { label, text } from './texts';

/*
 * The public tab of my data: an admin writes there, every other user only reads. demo_admin creates a folder and
 * uploads a file; the demo user then sees both, with no upload, new folder, move, merge or delete in the toolbar and
 * no rename, move or delete on a row (the server refuses such writes anyway: files tests, PUBLIC_READ_ONLY).
 */

const browser = useBrowser();
const WRITE_TOOLBAR_KEYS = ['upload', 'newFolder', 'move', 'merge', 'delete'].map((key) => `files.toolbar.${key}`);
const READ_TOOLBAR_KEYS = ['download', 'copy'].map((key) => `files.toolbar.${key}`);
const WRITE_ROW_ACTIONS = ['rename', 'move', 'delete'];
const READ_ROW_ACTIONS = ['copy', 'attributes', 'transfer'];

for (const locale of ['zh', 'en'] as const) {
  const lbl = (key: string) => label(locale, key);
  // One database for both locales and every suite: the names carry the locale.
  const folder = `e2e_public_${locale}_folder`;
  const fileName = `e2e_public_${locale}_notes.txt`;
  const content = `shared with everyone (${locale})\n`;

  describe(`${locale}: public data`, () => {
    let context: BrowserContext;
    let page: Page;
    const { table, row, footerButton, toolbarButton } = filesLocators(() => page, locale);
    const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);
    const open = async (user: typeof DEMO) => {
      await context?.close();
      ({ context, page } = await openLoggedIn(browser(), locale, `/${locale}/mydata/public`, { user }));
      await table().waitFor();
    };

    afterAll(() => context?.close());
    afterEach(async (ctx) => {
      await screenshotIfFailed(ctx, page, `files-public-${locale}`);
    });

    describe('as an admin', () => {
      beforeAll(() => open(adminUser()));

      it('creates a folder and uploads a file in the public tab', async () => {
        await toolbarButton('files.toolbar.newFolder').click();
        const field = page.locator('#create-folder_fileName');
        await visible(page.locator('#create-folder_fileName:focus'));
        await field.fill(folder);
        await field.press('Enter');
        await visible(row(folder));

        await toolbarButton('files.toolbar.upload').click();
        const done = page.locator('[data-testid="upload-item"][data-status="done"]');
        await page
          .locator('[data-testid="upload-files"] input[type="file"]')
          .setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from(content) });
        await expect.poll(() => done.count()).toBe(1);
        await footerButton('files.upload.close').click();
        await visible(row(fileName));
        // Still the public tab: the admin wrote into the public root, not into a private folder.
        expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/${locale}/mydata/public`));
      });
    });

    describe('as a user', () => {
      beforeAll(() => open(DEMO));

      it('sees the admin folder and file but no action that writes', async () => {
        await visible(row(folder));
        await visible(row(fileName));
        for (const key of READ_TOOLBAR_KEYS) await visible(toolbarButton(key));
        for (const key of WRITE_TOOLBAR_KEYS) expect(await toolbarButton(key).count(), key).toBe(0);

        await row(fileName)
          .getByRole('button', { name: lbl('files.actions.more') })
          .click();
        const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').last();
        for (const action of READ_ROW_ACTIONS) {
          await visible(menu.getByRole('menuitem', { name: lbl(`files.actions.${action}`) }));
        }
        for (const action of WRITE_ROW_ACTIONS) {
          expect(await menu.getByRole('menuitem', { name: lbl(`files.actions.${action}`) }).count(), action).toBe(0);
        }
        await page.keyboard.press('Escape');
      });

      it('reads the file, and finds the empty folder read-only too', async () => {
        await row(fileName).locator('.file-name').click();
        const preview = page.getByTestId('text-preview');
        await expect.poll(() => preview.textContent()).toContain(content.trim());
        await page.keyboard.press('Escape');
        await expect.poll(() => preview.count()).toBe(0);

        await row(folder).locator('a.file-name').click();
        await page.waitForURL((url) => new RegExp(`^/${locale}/mydata/public/[0-9a-f-]{36}$`).test(url.pathname));
        await visible(page.getByText(text(locale, 'files.empty.public')));
        for (const key of WRITE_TOOLBAR_KEYS) expect(await toolbarButton(key).count(), key).toBe(0);
      });
    });
  });
}
