/**
 * Sample sheets, reports and their zip (issue 17 items 3 and 5), in both locales: the customer imports a sheet with
 * errors, downloads it with the errors marked, fixes it and imports it; staff upload a test report; the customer is
 * told by a message and downloads the reports as one zip.
 */
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { SAMPLE_IO_API, type Sample } from '@biocloud/contracts';
import { staffUser } from './browser';
import { openLoggedIn, screenshotIfFailed, tokenHeader, useBrowser } from './session';
import { filled, text, type Locale } from './texts';

const browser = useBrowser();
const pages: Page[] = [];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

afterEach(async (ctx) => {
  for (const page of pages) {
    await screenshotIfFailed(ctx, page, 'samples-io');
    await page.context().close();
  }
  pages.length = 0;
});

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The template as the page's link downloads it, with `rows` typed in (values in the columns' order). */
async function filledTemplate(page: Page, rows: unknown[][]): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sheet-template').click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytesOf(download)) as unknown as ArrayBuffer);
  rows.forEach((values, i) =>
    values.forEach((v, j) => (workbook.worksheets[0]!.getCell(i + 2, j + 1).value = v as ExcelJS.CellValue)),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function chooseSheet(page: Page, name: string, bytes: Buffer) {
  const dialog = page.getByTestId('sheet-import-dialog');
  await dialog.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bytes,
  });
}

describe.each(['zh', 'en'] as const)('%s: sample sheet import and test reports', (locale: Locale) => {
  it(
    'imports a sheet after fixing the marked errors; staff report; the customer zips and is told',
    { timeout: 120_000 },
    async () => {
      const { page } = await openLoggedIn(browser(), locale, `/${locale}/mysample/list`);
      pages.push(page);
      const created = await page.request.post('/api/v1/samples', {
        data: { title: `Import ${locale}`, sampleType: 'dna' },
        headers: await tokenHeader(page),
      });
      const sample = (await created.json()) as Sample;

      // The import: two bad cells and a duplicate name, refused as a whole and listed.
      await page.goto(`/${locale}/mysample/infoList/${sample.sampleId}`);
      await page.getByTestId('sheet-import').click();
      const bad = await filledTemplate(page, [
        ['S1', '', '', '', 12, '', '', '', '', 'wgs'],
        ['bad name', '', '', '', 'lots', '', '', '', '', 'wgs'],
        ['s1', '', '', '', '', '', '', '', '', 'wgs'],
      ]);
      await chooseSheet(page, 'samples.xlsx', bad);
      await expect
        .poll(() => page.getByTestId('sheet-import-refused').textContent())
        .toContain(filled(locale, 'sampleIo.import.refused', { count: 3 }));
      const errors = page.getByTestId('sheet-import-errors');
      await errors.getByText(text(locale, 'errors.SAMPLE_NAME_DUPLICATE')).waitFor();
      await errors.getByText(text(locale, 'errors.SAMPLE_NUMBER_INVALID')).waitFor();

      // The marked sheet: the refused cells commented in the page's language.
      const [marked] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sheet-marked').click()]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await bytesOf(marked)) as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]!.getCell(3, 5).note).toBe(text(locale, 'errors.SAMPLE_NUMBER_INVALID'));

      // Fixed, the same sheet goes in and the rows page lists the rows.
      const good = await filledTemplate(page, [
        ['S1', '', '', '', 12, '', '', '', '', 'wgs'],
        ['S2', '', '', '', 8, '', '', '', '', text(locale, 'samples.construction.wes')],
      ]);
      await chooseSheet(page, 'samples.xlsx', good);
      await page.getByTestId('sheet-import-ok').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('info-list').getByText('S2', { exact: true }).waitFor();

      // Staff upload a report on the sample's report page.
      const { page: staff } = await openLoggedIn(
        browser(),
        locale,
        `/${locale}/mysample/testReport/${sample.sampleId}`,
        {
          user: staffUser(),
        },
      );
      pages.push(staff);
      await staff
        .getByTestId('upload-report')
        .locator('..')
        .locator('input[type=file]')
        .setInputFiles({
          name: `report-${locale}.pdf`,
          mimeType: 'application/pdf',
          buffer: PDF,
        });
      await staff.getByTestId('documents-report').getByText(`report-${locale}.pdf`).waitFor();

      // The customer: the message, then the reports as one zip.
      const messages: unknown = await (
        await page.request.get('/api/v1/messages', { headers: { lang: locale } })
      ).json();
      expect(JSON.stringify(messages)).toContain(`report-${locale}.pdf`);
      await page.goto(`/${locale}/mysample/testReport/${sample.sampleId}`);
      await page.getByTestId('documents-report').getByText(`report-${locale}.pdf`).waitFor();
      const [zip] = await Promise.all([page.waitForEvent('download'), page.getByTestId('reports-zip').click()]);
      const zipBytes = await bytesOf(zip);
      expect(zipBytes.subarray(0, 2).toString()).toBe('PK');
      expect(zipBytes.includes(Buffer.from(`${sample.informationSingleNumber}/report-${locale}.pdf`))).toBe(true);
      const inline = await page.request.get(`${SAMPLE_IO_API}/getSampleReport?sampleId=${sample.sampleId}`);
      expect(((await inline.json()) as unknown[]).length).toBe(1);
    },
  );

  it('the customer ticks two samples in the list and downloads their reports as one zip', async () => {
    const { page } = await openLoggedIn(browser(), locale, `/${locale}/mysample/list`);
    pages.push(page);
    const { page: staff } = await openLoggedIn(browser(), locale, `/${locale}/mysample/list/sample`, {
      user: staffUser(),
    });
    pages.push(staff);
    const batch = `Zip ${locale} ${Date.now().toString(36)}`;
    const samples: Sample[] = [];
    for (const n of [1, 2]) {
      const created = await page.request.post('/api/v1/samples', {
        data: { title: `${batch} ${n}`, sampleType: 'dna' },
        headers: await tokenHeader(page),
      });
      const sample = (await created.json()) as Sample;
      samples.push(sample);
      const uploaded = await staff.request.post(`${SAMPLE_IO_API}/uploadSampleReport?sampleId=${sample.sampleId}`, {
        multipart: { file: { name: `report-${n}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
        headers: await tokenHeader(staff),
      });
      expect(uploaded.status()).toBe(200);
    }

    await page.getByTestId('sample-search').fill(batch);
    await page.getByTestId('sample-search').press('Enter');
    const zipButton = page.getByTestId('samples-reports-zip');
    expect(await zipButton.isDisabled()).toBe(true);
    for (const sample of samples) await page.getByRole('checkbox', { name: sample.title }).check();
    await expect
      .poll(() => zipButton.textContent())
      .toBe(filled(locale, 'samples.list.downloadReportsOf', { count: 2 }));
    const [zip] = await Promise.all([page.waitForEvent('download'), zipButton.click()]);
    expect(zip.suggestedFilename()).toBe('sample-reports.zip');
    const zipBytes = await bytesOf(zip);
    expect(zipBytes.subarray(0, 2).toString()).toBe('PK');
    for (const [i, sample] of samples.entries()) {
      expect(zipBytes.includes(Buffer.from(`${sample.informationSingleNumber}/report-${i + 1}.pdf`))).toBe(true);
    }
  });
});
