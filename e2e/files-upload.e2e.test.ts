/**
 * My data, in both locales: the analysis-tool picker of a FASTA file; merging two text files. In one locale, a
 * resumable 256 MiB upload cut twice (a lost connection, then a page reload), each time resumed from the bytes the
 * server already held, and completed: the file then listed with its size and sha256.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { UPLOAD_MAX_BYTES, type DataFile, type FileListResponse, type StorageUsageResponse } from '@biocloud/contracts';
import { formatBytes } from '../apps/web/src/shared/format/bytes';
import { baseUrl } from './browser';
import { filesLocators } from './files-locators';
import { browserLocaleOf, openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { filled, label, text, type Locale } from './texts';

/**
 * The big upload: beyond the limit of the spec's plain HTTP upload (a file only the resumable path takes), and no
 * bigger, as what is proven (cut, resumed from the server's bytes, completed with its sha256) is the same at any size:
 * at 1 GiB, writing, hashing and sending it took 80 s of a loaded CI run (issue 26 item 3). That the browser hashes a
 * file a chunk at a time is hash-blob.test.ts's; the server's 2 GiB path is the upload benchmark's.
 */
const BIG_BYTES = 256 * 1024 ** 2;
/** Upload speed while the cut is waited for: slow enough to cut it half-way, fast enough to stay short. */
const THROTTLED_BYTES_PER_SECOND = 12 * 1024 * 1024;
const BIG_UPLOAD_TIMEOUT_MS = 240_000;
const BIG_UPLOAD_LOCALE: Locale = 'zh';

const browser = useBrowser();
let tempDir: string;
beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-upload-'));
});
afterAll(() => rm(tempDir, { recursive: true, force: true }));

/** Writes `size` bytes of random blocks (different per file) and answers the file's path and sha256. */
async function bigFile(name: string, size: number): Promise<{ file: string; sha256: string }> {
  const file = path.join(tempDir, name);
  const hash = createHash('sha256');
  const out = createWriteStream(file);
  const block = randomBytes(1024 * 1024);
  for (let written = 0; written < size; written += block.length) {
    block.writeUInt32BE(written / block.length, 0);
    const piece = block.subarray(0, Math.min(block.length, size - written));
    hash.update(piece);
    if (!out.write(piece)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return { file, sha256: hash.digest('hex') };
}

/** The page's network (DevTools network conditions): an upload speed, none (as fast as it goes), or offline. */
async function network(cdp: CDPSession, state: { uploadBytesPerSecond?: number; offline?: boolean } = {}) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: state.offline ?? false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: state.uploadBytesPerSecond ?? -1,
  });
}

// Counts test attempts, so a retried test uploads under new names instead of clashing with its first try's files.
let attempt = 0;

for (const locale of ['zh', 'en'] as const satisfies readonly Locale[]) {
  const tx = (key: string) => text(locale, key);
  const lbl = (key: string) => label(locale, key);
  const work = `e2e_${locale}_uploads`;

  describe(`${locale}: uploads, run tools and merge`, () => {
    let context: BrowserContext;
    let page: Page;
    let workUrl = '';
    let workUuid = '';

    const { row, dialog, footerButton, toolbarButton, rowAction } = filesLocators(() => page, locale);
    const visible = (locator: ReturnType<Page['locator']>) => expect.poll(() => locator.isVisible()).toBe(true);
    const item = () => page.getByTestId('upload-item').last();
    const itemNumber = async (attribute: string) => Number(await item().getAttribute(attribute));

    /** The API as the page calls it, with the session's token. */
    const listWork = async (): Promise<DataFile[]> => {
      const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';
      const answer = await context.request.post(`${baseUrl()}/api/v1/files/list`, {
        headers: { token },
        data: { fileUuid: workUuid, pageNum: 0, pageSize: 100 },
      });
      return ((await answer.json()) as FileListResponse).data.fileList;
    };
    const openUpload = async () => {
      await toolbarButton('files.toolbar.upload').click();
      await visible(dialog().getByText(tx('files.upload.drop')));
      const clear = footerButton('files.upload.clearFinished');
      if (await clear.isEnabled()) await clear.click();
    };
    const uploadSmall = async (files: { name: string; content: string }[]) => {
      await openUpload();
      await page
        .locator('[data-testid="upload-files"] input[type="file"]')
        .setInputFiles(files.map((f) => ({ name: f.name, mimeType: 'text/plain', buffer: Buffer.from(f.content) })));
      await expect
        .poll(() => page.locator('[data-testid="upload-item"][data-status="done"]').count())
        .toBe(files.length);
      await footerButton('files.upload.close').click();
      for (const f of files) await visible(row(f.name));
    };

    beforeAll(async () => {
      ({ context, page } = await openLoggedIn(browser(), locale, `/${locale}/mydata/private`, {
        browserLocale: browserLocaleOf(locale),
      }));
      await toolbarButton('files.toolbar.newFolder').click();
      await page.locator('#create-folder_fileName').fill(work);
      await page.locator('#create-folder_fileName').press('Enter');
      await row(work).locator('a.file-name').click();
      await page.waitForURL((url) => /\/mydata\/private\/[0-9a-f-]{36}$/.test(url.pathname));
      workUrl = page.url();
      workUuid = new URL(workUrl).pathname.split('/').at(-1) ?? '';
    });
    afterAll(() => context.close());
    afterEach(async (ctx) => {
      attempt += 1;
      await screenshotIfFailed(ctx, page, `files-upload-${locale}`);
      await page.goto(workUrl);
    });

    // The big upload's work is the same in either locale: it runs once, cut both ways, in the first locale.
    if (locale === BIG_UPLOAD_LOCALE) {
      it(
        'resumes a 256 MiB upload after a lost connection, and again after a page reload',
        async () => {
          const name = `big_${locale}.bin`;
          expect(BIG_BYTES).toBeGreaterThan(UPLOAD_MAX_BYTES);
          const { file, sha256 } = await bigFile(name, BIG_BYTES);
          const cdp = await context.newCDPSession(page);
          const cutAfter = async (bytes: number) => {
            await expect.poll(() => itemNumber('data-loaded'), { timeout: 60_000 }).toBeGreaterThan(bytes);
          };
          try {
            await network(cdp, { uploadBytesPerSecond: THROTTLED_BYTES_PER_SECOND });
            await openUpload();
            await page.locator('[data-testid="upload-files"] input[type="file"]').setInputFiles(file);
            // Hashed first (in a worker), then sent; the connection is lost once a quarter is on the server.
            await expect.poll(() => item().getAttribute('data-status'), { timeout: 60_000 }).toBe('uploading');
            await cutAfter(BIG_BYTES / 4);
            await page.screenshot({ path: `e2e/artifacts/files-upload-${locale}-mid-upload.png` });
            await network(cdp, { offline: true });
            await expect.poll(() => item().getAttribute('data-status')).toBe('paused');
            await visible(item().getByText(tx('files.upload.offline')));
            // Back online it goes on by itself, still throttled so that the reload comes before the end.
            await network(cdp, { uploadBytesPerSecond: THROTTLED_BYTES_PER_SECOND });
            await expect.poll(() => itemNumber('data-resumed-from')).toBeGreaterThan(BIG_BYTES / 8);

            await cutAfter((BIG_BYTES * 5) / 8);
            await page.reload();
            await network(cdp);
            await openUpload();
            // The same file chosen again goes on from the server's offset, without hashing it again.
            await page.locator('[data-testid="upload-files"] input[type="file"]').setInputFiles(file);
            await expect.poll(() => itemNumber('data-resumed-from')).toBeGreaterThan(BIG_BYTES / 2);
            expect(await itemNumber('data-resumed-from')).toBeLessThan(BIG_BYTES);
            await expect.poll(() => item().getAttribute('data-status'), { timeout: 120_000 }).toBe('done');
            await footerButton('files.upload.close').click();

            await visible(row(name));
            const listed = (await listWork()).find((f) => f.name === name);
            expect(listed?.size).toBe(BIG_BYTES);
            await rowAction(name, 'attributes');
            await visible(page.locator('.attributes-drawer.ant-drawer-open').getByText(sha256));
          } finally {
            // The next tests get the network back whatever happened here.
            await network(cdp).catch(() => undefined);
            await cdp.detach().catch(() => undefined);
          }
          await rm(file, { force: true });
        },
        BIG_UPLOAD_TIMEOUT_MS,
      );
    }

    it('says the largest file it takes: the free space of the user, not the 1 TB of a resumable upload', async () => {
      const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';
      const usage = (await (
        await context.request.get(`${baseUrl()}/api/v1/files/usage`, { headers: { token } })
      ).json()) as StorageUsageResponse;
      await openUpload();
      const free = formatBytes(usage.quotaBytes - usage.usedBytes);
      const limit = filled(locale, 'files.upload.limit', { limit: free, free, quota: formatBytes(usage.quotaBytes) });
      await expect.poll(() => page.getByTestId('upload-limit').textContent()).toBe(limit);
      await footerButton('files.upload.close').click();
    });

    it('lists the analysis tools taking a FASTA file and opens one with the file chosen', async () => {
      await uploadSmall([{ name: `seqs_${locale}_${attempt}.fa`, content: '>s1\nACGTACGT\n>s2\nGGCC\n' }]);
      const fasta = row(`seqs_${locale}_${attempt}.fa`);
      const fileUuid = (await listWork()).find((f) => f.name === `seqs_${locale}_${attempt}.fa`)?.fileUuid ?? '';
      // Tables get the drawing picker too; a FASTA file does not.
      await expect.poll(() => fasta.getByRole('button', { name: lbl('files.tools.draw') }).count()).toBe(0);
      await fasta.getByRole('button', { name: lbl('files.tools.analysis') }).click();
      const statistics = page
        .locator('.tool-picker-menu')
        .getByText(locale === 'zh' ? '序列统计' : 'Sequence statistics', { exact: true });
      await visible(statistics);
      await statistics.click();
      await page.waitForURL(
        (url) =>
          url.pathname === `/${locale}/software/tools/detail/small/1001` &&
          url.searchParams.get('fileUuid') === fileUuid,
      );
    });

    it('merges two text files into a new file of the folder', async () => {
      // One after the other: the table lists the newest first, and merges in the order it lists.
      await uploadSmall([{ name: `part_a_${locale}_${attempt}.txt`, content: 'a1\na2\n' }]);
      await uploadSmall([{ name: `part_b_${locale}_${attempt}.txt`, content: 'b1\n' }]);
      await row(`part_a_${locale}_${attempt}.txt`).locator('.ant-checkbox-input').check();
      await row(`part_b_${locale}_${attempt}.txt`).locator('.ant-checkbox-input').check();
      await toolbarButton('files.toolbar.merge').click();
      const name = page.locator('#merge-files_fileName');
      await name.fill('bad name');
      await name.press('Enter');
      await visible(dialog().getByText(tx('errors.RENAME_INVALID')));
      await name.fill(`merged_${locale}_${attempt}.txt`);
      await name.press('Enter');
      await visible(page.getByTestId('merge-running'));
      // The job waits its turn on a busy machine; the dialog closes once it succeeded.
      await expect.poll(() => row(`merged_${locale}_${attempt}.txt`).isVisible(), { timeout: 75_000 }).toBe(true);
      const merged = (await listWork()).find((f) => f.name === `merged_${locale}_${attempt}.txt`);
      const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';
      const download = await context.request.get(`${baseUrl()}/api/v1/files/${merged?.fileUuid}/download`, {
        headers: { token },
      });
      expect(await download.text()).toBe('b1\na1\na2\n');
    }, 120_000);
  });
}
