import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { FTP_SINGLE_FILE_MIN_BYTES } from '@biocloud/contracts';
import { formatBytes } from '../apps/web/src/shared/format/bytes';
import { filesLocators } from './files-locators';
import { openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { filled, label, text } from './texts';
import { settledConfirm } from './settled';

const browser = useBrowser();

const TSV = 'gene\tsample_A\tsample_B\nG1\t1\t2\nG2\t3\t4\n';
/** A 1x1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** A one-page PDF with no content. */
const PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');

/** About 2.5 preview pages of numbered lines (the server pages text by 64 KiB). */
function longText(): string {
  return Array.from({ length: 6000 }, (_, i) => `line ${String(i + 1).padStart(6, '0')} ACGTACGTACGT`).join('\n');
}

for (const locale of ['zh', 'en'] as const) {
  const tx = (key: string) => text(locale, key);
  const lbl = (key: string) => label(locale, key);
  // Both locales use the one demo account: every name carries the locale.
  const textFile = `e2e_${locale}_reads.txt`;
  const renamed = `e2e_${locale}_renamed.txt`;
  const work = `e2e_${locale}_work`;
  const folder = `e2e_${locale}_folder`;
  const content = longText();

  describe(`${locale}: my data`, () => {
    let context: BrowserContext;
    let page: Page;
    /** Every test works inside its own folder, so the root's other files never push rows to another page. */
    let workUrl = '';

    const { table, row, dialog, footerButton, toolbarButton, rowAction } = filesLocators(() => page, locale);
    const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);
    const gone = (locator: Locator) => expect.poll(() => locator.count()).toBe(0);
    const openWork = async () => {
      await page.goto(workUrl);
      await visible(table());
    };
    const createFolder = async (folderName: string) => {
      await toolbarButton('files.toolbar.newFolder').click();
      const field = page.locator('#create-folder_fileName');
      // The field has the focus as soon as the dialog opens.
      await visible(page.locator('#create-folder_fileName:focus'));
      await field.fill(folderName);
      await field.press('Enter');
      await visible(row(folderName));
    };
    const upload = async (files: { name: string; mimeType: string; buffer: Buffer }[], done: number) => {
      await toolbarButton('files.toolbar.upload').click();
      await visible(dialog().getByText(tx('files.upload.drop')));
      const clear = footerButton('files.upload.clearFinished');
      if (await clear.isEnabled()) await clear.click();
      // Counted from what is listed now: items of an earlier batch may still be there while the list clears.
      const finished = page.locator('[data-testid="upload-item"][data-status="done"]');
      const before = await finished.count();
      await page.locator('[data-testid="upload-files"] input[type="file"]').setInputFiles(files);
      await expect.poll(() => finished.count()).toBe(before + done);
    };
    /** Opens the folders of `path` in the folder tree one level at a time and selects the last. */
    const selectInTree = async (path: string[]) => {
      const tree = page.getByTestId('folder-tree');
      const node = (name: string) => tree.locator('.ant-tree-treenode').filter({ hasText: new RegExp(`^${name}$`) });
      for (const name of path.slice(0, -1)) {
        if ((await node(name).getAttribute('aria-expanded')) !== 'true') {
          await node(name).locator('.ant-tree-switcher').click();
        }
      }
      await node(path.at(-1) ?? '')
        .locator('.ant-tree-node-content-wrapper')
        .click();
      await visible(tree.locator('.ant-tree-node-selected', { hasText: path.at(-1) }));
    };
    const pickInTree = async (path: string[], okKey: string) => {
      await selectInTree(path);
      await footerButton(okKey).click();
    };

    beforeAll(async () => {
      ({ context, page } = await openLoggedIn(browser(), locale, `/${locale}/mydata/private`));
      await table().waitFor();
    });
    afterAll(() => context.close());
    // A test that fails with a dialog open must not block the next one.
    afterEach(async (ctx) => {
      await screenshotIfFailed(ctx, page, `files-${locale}`);
      const open = () => page.locator('.ant-modal-wrap:visible, .ant-drawer-open').count();
      for (let i = 0, shown = await open(); i < 3 && shown > 0; i += 1, shown = await open()) {
        await page.keyboard.press('Escape');
        // Escape closes the top one: wait for it to go rather than for a while.
        await expect
          .poll(open)
          .toBeLessThan(shown)
          .catch(() => undefined);
      }
    });

    it('creates folders with Enter, refusing a bad name', async () => {
      await toolbarButton('files.toolbar.newFolder').click();
      const field = page.locator('#create-folder_fileName');
      await visible(page.locator('#create-folder_fileName:focus'));
      await field.fill('bad name');
      await field.press('Enter');
      await visible(dialog().getByText(tx('errors.FOLDER_NAME_INVALID')));
      await field.fill(work);
      await field.press('Enter');
      await row(work).locator('a.file-name').click();
      await page.waitForURL((url) => /\/mydata\/private\/[0-9a-f-]{36}$/.test(url.pathname));
      workUrl = page.url();
      await visible(page.getByText(tx('files.empty.folder')));
      await createFolder(folder);
    });

    it('uploads files with a progress list, refusing a bad name with a localized message', async () => {
      await upload(
        [
          { name: textFile, mimeType: 'text/plain', buffer: Buffer.from(content) },
          { name: 'bad name.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
        ],
        1,
      );
      const refused = page.locator('[data-testid="upload-item"][data-status="refused"]');
      await expect.poll(() => refused.textContent()).toContain(tx('errors.UPLOAD_NAME_INVALID'));
      await footerButton('files.upload.close').click();
      await visible(row(textFile));
    });

    it('uploads a whole folder, creating its subfolders', async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'e2e-folder-'));
      const top = path.join(root, `run_${locale}`);
      await mkdir(path.join(top, 'sub'), { recursive: true });
      await writeFile(path.join(top, 'a.txt'), 'a\n');
      await writeFile(path.join(top, 'sub', 'b.txt'), 'b\n');
      try {
        await toolbarButton('files.toolbar.upload').click();
        const clear = footerButton('files.upload.clearFinished');
        if (await clear.isEnabled()) await clear.click();
        await page.locator('[data-testid="upload-folder"] input[type="file"]').setInputFiles(top);
        await expect.poll(() => page.locator('[data-testid="upload-item"][data-status="done"]').count()).toBe(2);
        await footerButton('files.upload.close').click();
        await row(`run_${locale}`).locator('a.file-name').click();
        await visible(row('a.txt'));
        await row('sub').locator('a.file-name').click();
        await visible(row('b.txt'));
      } finally {
        await rm(root, { recursive: true, force: true });
        await openWork();
      }
    });

    it('checks the size search on blur with the spec rules', async () => {
      const from = page.getByRole('textbox', { name: tx('files.search.sizeStart') });
      const to = page.getByRole('textbox', { name: tx('files.search.sizeEnd') });
      await from.fill('0');
      await from.blur();
      await visible(page.getByText(tx('errors.FILE_SIZE_SEARCH_INVALID')));
      await from.fill('5');
      await from.blur();
      await gone(page.getByText(tx('errors.FILE_SIZE_SEARCH_INVALID')));
      await to.fill('2');
      await to.blur();
      await visible(page.getByText(tx('errors.FILE_SIZE_RANGE_INVALID')));
      await from.fill('');
      await to.fill('');
      await to.press('Enter');
      await gone(page.getByText(tx('errors.FILE_SIZE_RANGE_INVALID')));
    });

    it('searches by name', async () => {
      const search = page.getByRole('textbox', { name: tx('files.search.placeholder') });
      await search.fill(`e2e_${locale}_reads`);
      await search.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('search') === `e2e_${locale}_reads`);
      await expect.poll(() => table().locator('tr.ant-table-row').count()).toBe(1);
      await openWork();
    });

    it('renames a file with the rename rule', async () => {
      await rowAction(textFile, 'rename');
      const name = page.locator('#rename-file_newName');
      await expect.poll(() => name.inputValue()).toBe(textFile);
      await name.fill('a.b.c');
      await name.press('Enter');
      await visible(dialog().getByText(tx('errors.RENAME_INVALID')));
      await name.fill(renamed);
      await name.press('Enter');
      await visible(row(renamed));
      await gone(row(textFile));
    });

    it('previews text page by page, starting at page 1', async () => {
      await row(renamed).locator('.file-name').click();
      const preview = page.getByTestId('text-preview');
      await expect.poll(() => preview.textContent()).toContain('line 000001 ');
      const info = page.getByTestId('preview-page');
      await expect.poll(() => info.textContent()).toBe(filled(locale, 'files.preview.page', { page: 1, total: 3 }));
      await dialog().locator('.ant-pagination-next').click();
      await expect.poll(() => info.textContent()).toBe(filled(locale, 'files.preview.page', { page: 2, total: 3 }));
      const second = (await preview.textContent()) ?? '';
      expect(second).not.toContain('line 000001 ');
      expect(second.startsWith('line ')).toBe(true);
      await page.keyboard.press('Escape');
      await gone(preview);
    });

    it('downloads one file with its bytes', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row(renamed)
          .getByRole('button', { name: lbl('files.actions.download') })
          .click(),
      ]);
      expect(download.suggestedFilename()).toBe(renamed);
      expect(await readFile(await download.path())).toEqual(Buffer.from(content));
    });

    it('downloads several files and a folder as one zip', async () => {
      await row(renamed).locator('.ant-checkbox-input').check();
      await row(folder).locator('.ant-checkbox-input').check();
      await visible(page.getByTestId('selected-count'));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        toolbarButton('files.toolbar.download').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.zip$/);
      const zip = await readFile(await download.path());
      expect(zip.subarray(0, 2).toString()).toBe('PK');
      expect(zip.includes(Buffer.from(renamed))).toBe(true);
    });

    it('downloads through object storage or hands out an FTP login in the transfer dialog', async () => {
      await rowAction(renamed, 'transfer');
      const reason = filled(locale, 'files.transfer.reasons.FTP_SINGLE_FILE_TOO_SMALL', {
        min: formatBytes(FTP_SINGLE_FILE_MIN_BYTES),
      });
      // One small file: FTP is refused with its reason, object storage is preselected.
      await visible(dialog().getByText(reason));
      await expect
        .poll(() =>
          dialog()
            .getByRole('radio', { name: lbl('files.transfer.methods.objectStorage') })
            .isChecked(),
        )
        .toBe(true);
      const [download] = await Promise.all([page.waitForEvent('download'), footerButton('files.transfer.ok').click()]);
      expect(new URL(download.url()).pathname).toMatch(/^\/api\/v1\/files\/signed\//);
      expect(await readFile(await download.path())).toEqual(Buffer.from(content));

      // A folder may go over FTP: the dialog shows the login once.
      await rowAction(folder, 'transfer');
      await dialog().getByText(tx('files.transfer.methods.ftp'), { exact: true }).click();
      await footerButton('files.transfer.ftpOk').click();
      const panel = page.getByTestId('ftp-credentials');
      await visible(panel.getByText(tx('files.transfer.ftpPassword'), { exact: true }));
      await visible(panel.getByText(`/${folder}`));
      await footerButton('files.upload.close').click();
      await gone(panel);
    });

    it('shows attributes with the sha256 and checks custom attribute names', async () => {
      await rowAction(renamed, 'attributes');
      const drawer = page.locator('.attributes-drawer.ant-drawer-open');
      const sha256 = createHash('sha256').update(content).digest('hex');
      await visible(drawer.getByText(sha256));
      await drawer.getByRole('tab', { name: lbl('files.attributes.custom') }).click();
      await drawer.getByRole('button', { name: lbl('files.attributes.add') }).click();
      await drawer.getByRole('button', { name: lbl('files.attributes.add') }).click();
      const keys = drawer.getByRole('textbox', { name: tx('files.attributes.key') });
      const values = drawer.getByRole('textbox', { name: tx('files.attributes.value') });
      await keys.nth(0).fill('tissue');
      await values.nth(0).fill('liver');
      await keys.nth(1).fill('Tissue');
      await values.nth(1).fill('kidney');
      await drawer.getByRole('button', { name: lbl('files.attributes.save') }).click();
      await expect.poll(() => drawer.getByText(tx('errors.ATTRIBUTE_DUPLICATE')).count()).toBe(2);
      await keys.nth(1).fill('donor_age');
      await drawer.getByRole('button', { name: lbl('files.attributes.save') }).click();
      await visible(page.getByText(tx('files.attributes.saved')));
      await page.keyboard.press('Escape');
      await gone(page.locator('.attributes-drawer.ant-drawer-open'));
    });

    it('previews a table as a grid, an image in the overlay and a PDF inline', async () => {
      await upload(
        [
          { name: 'counts.tsv', mimeType: 'text/tab-separated-values', buffer: Buffer.from(TSV) },
          { name: 'plot.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') },
          { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
        ],
        3,
      );
      await footerButton('files.upload.close').click();

      await row('counts.tsv').locator('.file-name').click();
      const grid = page.getByTestId('table-preview');
      await visible(grid.locator('th', { hasText: 'sample_B' }));
      await expect.poll(() => grid.locator('tbody tr.ant-table-row').count()).toBe(2);
      await page.keyboard.press('Escape');
      await gone(grid);

      await row('plot.png').locator('.file-name').click();
      const overlay = page.locator('.ant-image-preview-img');
      await visible(overlay);
      expect(await overlay.getAttribute('src')).toMatch(/\/download\?inline=1$/);
      await page.keyboard.press('Escape');
      await gone(page.locator('.ant-image-preview-img'));

      const pdfAnswer = page.waitForResponse((r) => r.url().includes('/download?inline=1'));
      await row('report.pdf').locator('.file-name').click();
      await visible(page.locator('iframe.pdf-frame'));
      const answer = await pdfAnswer;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      await page.keyboard.press('Escape');
      await gone(page.locator('iframe.pdf-frame'));
    });

    it('moves a file into a folder through the folder tree', async () => {
      await rowAction(renamed, 'move');
      await pickInTree([work, folder], 'files.tree.moveOk');
      await gone(row(renamed));
      await row(folder).locator('a.file-name').click();
      await page.waitForURL((url) => url.pathname.startsWith(`/${locale}/mydata/private/`) && !url.search);
      await visible(row(renamed));
      await visible(page.locator('.data-breadcrumb').getByText(folder));
    });

    it('copies with a name clash, keeping both', async () => {
      await rowAction(renamed, 'copy');
      await pickInTree([work, folder], 'files.tree.copyOk');
      const clash = page.getByTestId('clash-item');
      await visible(clash);
      await expect.poll(() => clash.textContent()).toContain(renamed);
      await footerButton('files.clash.ok').click();
      await expect.poll(() => table().locator('tr.ant-table-row').count()).toBe(2);
      await visible(row(renamed));
    });

    it('creates a folder inside the folder tree with the tree rule', async () => {
      await rowAction(renamed, 'copy');
      await selectInTree([work, folder]);
      await dialog()
        .getByRole('button', { name: lbl('files.tree.newFolder') })
        .click();
      const name = dialog().getByRole('textbox', { name: tx('files.tree.newFolderName') });
      await expect.poll(() => name.inputValue()).toBe('NewFolder');
      await name.fill('has-hyphen');
      await name.press('Enter');
      await visible(dialog().getByText(tx('files.tree.nameRule')));
      await name.fill('sub_folder');
      await name.press('Enter');
      await visible(page.getByTestId('folder-tree').locator('.ant-tree-node-selected', { hasText: 'sub_folder' }));
      await footerButton('files.tree.copyOk').click();
      await visible(row('sub_folder'));
    });

    it('deletes several items after a confirmation', async () => {
      await table().locator('thead .ant-checkbox-input').check();
      await toolbarButton('files.toolbar.delete').click();
      const confirm = await settledConfirm(page);
      await expect.poll(() => confirm.locator('.ant-modal-confirm-title').textContent()).toBe(tx('files.delete.title'));
      await confirm.getByRole('button', { name: lbl('common.cancel') }).click();
      await gone(page.locator('.ant-modal-confirm'));
      await expect.poll(() => table().locator('tr.ant-table-row').count()).toBe(3);

      await toolbarButton('files.toolbar.delete').click();
      await (await settledConfirm(page)).getByRole('button', { name: lbl('files.delete.ok') }).click();
      await visible(page.getByText(tx('files.empty.folder')));
    });

    it('pages on the server, and switching tabs goes back to page 0', async () => {
      // The folder is empty after the delete: eleven files make a second page of ten.
      const files = Array.from({ length: 11 }, (_, i) => ({
        name: `page_${String(i).padStart(2, '0')}.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from(`file ${i}\n`),
      }));
      await upload(files, 11);
      await footerButton('files.upload.close').click();
      await table().locator('.ant-pagination-item-2').click();
      await page.waitForURL((url) => url.searchParams.get('pageNum') === '1');
      await visible(table().locator('.ant-pagination-item-2.ant-pagination-item-active'));
      await expect.poll(() => table().locator('tr.ant-table-row').count()).toBe(1);

      await page.getByRole('tab', { name: lbl('files.tabs.public') }).click();
      // The tab opens the root (its default fileUuid, 1 for public) with no page in the query: page 0.
      await page.waitForURL((url) => /^\/\w+\/mydata\/public(\/1)?$/.test(url.pathname) && !url.search);
      await visible(page.locator('.data-breadcrumb').getByText(tx('files.roots.public')));
      await gone(toolbarButton('files.toolbar.upload'));

      await page.getByRole('tab', { name: lbl('files.tabs.private') }).click();
      await page.waitForURL((url) => /^\/\w+\/mydata\/private(\/0)?$/.test(url.pathname) && !url.search);
      await visible(table().locator('.ant-pagination-item-1.ant-pagination-item-active'));
      await visible(row(work));
    });
  });
}
