import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { uploadTo } from './my-data-api';
import { openLoggedIn, screenshotIfFailed, tokenHeader, useBrowser } from './session';
import { settled } from './settled';
import { filled, label, text } from './texts';

/*
 * The genome viewer (issue 16 item 6): a BAM opened from My data against a FASTA chosen as the reference shows its
 * reads at a known locus. The example BAM of samtools-index carries the SNP that generate-examples.ts planted at
 * chr1:200 (T>A), so a read under that position says so in igv's own popup. A job's VCF result opens in it from the
 * job's result list (item 3 of what remained), its parts read by Range.
 */

const browser = useBrowser();
const EXAMPLES = path.resolve(import.meta.dirname, '../catalog/examples');
const BAM = readFileSync(path.join(EXAMPLES, 'samtools-index/aln.bam'));
const FASTA = readFileSync(path.join(EXAMPLES, 'bcftools-call/genome.fa'));
const VCF = readFileSync(path.join(EXAMPLES, 'bcftools-filter/calls.vcf'));
/** The software id of bcftools-filter (catalog/tools/bcftools-filter.yaml). */
const FILTER_SOFTWARE_ID = '1014';
let page: Page | undefined;

afterEach(async (ctx) => {
  if (page) await screenshotIfFailed(ctx, page, 'genome-viewer');
  await page?.context().close();
  page = undefined;
});

/** A folder of its own, so the files are on the folder's first page whatever else the demo user holds. */
async function folderWith(p: Page, tag: string): Promise<string> {
  const answer = await p.request.post('/api/v1/files/folder', {
    headers: await tokenHeader(p),
    data: { parentsUuid: '0', fileName: `genome_${tag}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { fileUuid: string }).fileUuid;
}

/**
 * Chooses the reference by name (the demo user may hold other FASTA files) and answers the igv made over it. The
 * dialog opens on the first FASTA listed, and choosing another one replaces that igv with a new one: what was typed
 * into the first one's search box is lost with it (CI then clicked the new igv's first view: a read at 751).
 */
async function chooseReference(p: Page, dialog: Locator, name: string): Promise<Locator> {
  await dialog.getByTestId('genome-reference').click();
  const dropdown = await settled(p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last());
  await dropdown.locator('.ant-select-item-option', { hasText: name }).click();
  const igv = dialog.locator(`[data-testid="genome-igv"][data-state="ready"][data-reference="${name}"]`);
  await igv.waitFor();
  return igv;
}

/** Searches a locus in igv's box, and waits until igv has drawn it (data-locus, use-igv-browser.ts). */
async function goToLocus(igv: Locator, locus: string, drawn: RegExp): Promise<void> {
  const search = igv.locator('input.igv-search-input');
  await search.fill(locus);
  await search.press('Enter');
  await expect.poll(() => igv.getAttribute('data-locus')).toMatch(drawn);
}

/** Runs bcftools filter on an uploaded VCF; answers the job's id once it succeeded. */
async function filteredVcfJob(p: Page, folder: string, tag: string): Promise<string> {
  const fileUuid = await uploadTo(p, folder, `calls_${tag}.vcf`, VCF);
  const submit = await p.request.post(`/api/v1/software/${FILTER_SOFTWARE_ID}/submit`, {
    headers: await tokenHeader(p),
    data: { jobName: `genome_${tag}`, inputs: { variants: fileUuid } },
  });
  expect(submit.status(), await submit.text()).toBe(200);
  const { jobId } = (await submit.json()) as { jobId: string };
  const status = async () =>
    ((await (await p.request.get(`/api/v1/tasks/${jobId}`)).json()) as { status: string }).status;
  await expect.poll(status, { timeout: 60_000 }).toBe('success');
  return jobId;
}

for (const locale of ['en', 'zh'] as const) {
  describe(`${locale}: the genome viewer`, () => {
    it('shows the reads of a BAM at chr1:200 over the chosen reference', async () => {
      ({ page } = await openLoggedIn(browser(), locale, `/${locale}/mydata/private/0`));
      const tag = `${locale}${Date.now()}`;
      const folder = await folderWith(page, tag);
      await uploadTo(page, folder, `ref_${tag}.fa`, FASTA);
      await uploadTo(page, folder, `reads_${tag}.bam`, BAM);
      await page.goto(`/${locale}/mydata/private/${folder}`);

      const row = page.locator('tr', { hasText: `reads_${tag}.bam` });
      await row.getByRole('button', { name: label(locale, 'genome.open') }).click();
      const dialog = page.getByRole('dialog');
      await expect
        .poll(() => dialog.getByText(filled(locale, 'genome.title', { name: `reads_${tag}.bam` })).count())
        .toBe(1);

      const igv = await chooseReference(page, dialog, `ref_${tag}.fa`);
      // igv widens a 21 bp search to its smallest view around the same middle.
      await goToLocus(igv, 'chr1:190-210', /^chr1:1\d\d-2\d\d$/);
      // The data column's last viewport is the alignment track; its middle is chr1:200, its reads below the coverage.
      const alignments = igv.locator('.igv-column-container > .igv-column').first().locator('.igv-viewport').last();
      const box = (await alignments.boundingBox())!;
      expect(box.height).toBeGreaterThan(100);
      // igv answers a click after its double-click delay, with a popup of the read under it.
      await page.mouse.click(box.x + box.width / 2, box.y + 60);
      const popup = page.locator('.igv-ui-popover');
      await expect
        .poll(async () => ((await popup.count()) > 0 ? await popup.first().innerText() : ''))
        .toMatch(/Read Name\s+read_\d+[\s\S]*Genomic Location:\s+200[\s\S]*Read Base:\s+A/);
      await expect.poll(() => dialog.getByText(text(locale, 'genome.reference'), { exact: true }).count()).toBe(1);
    });

    it("opens a job's VCF result in the viewer from the job's result list", async () => {
      ({ page } = await openLoggedIn(browser(), locale, `/${locale}/mydata/private/0`));
      const tag = `${locale}${Date.now()}`;
      const folder = await folderWith(page, tag);
      await uploadTo(page, folder, `ref_${tag}.fa`, FASTA);
      const jobId = await filteredVcfJob(page, folder, tag);
      const ranges: number[] = [];
      page.on('response', (response) => {
        if (/\/genome\/(data|index)$/.test(new URL(response.url()).pathname)) ranges.push(response.status());
      });
      await page.goto(`/${locale}/myjob/task/detail/${jobId}/result`);

      const row = page.getByTestId('task-results').locator('tr', { hasText: 'filtered.vcf' });
      await row.getByTestId('result-genome-open').click();
      const dialog = page.getByRole('dialog');
      await expect
        .poll(() => dialog.getByText(filled(locale, 'genome.title', { name: 'filtered.vcf' })).count())
        .toBe(1);
      const igv = await chooseReference(page, dialog, `ref_${tag}.fa`);
      await goToLocus(igv, 'chr1:150-250', /^chr1:1\d\d-2\d\d$/);
      // igv names the variant track after the file and reads its bgzip copy and index by Range.
      await expect
        .poll(() => dialog.locator('.igv-track-label', { hasText: 'filtered.vcf' }).count())
        .toBeGreaterThan(0);
      await expect.poll(() => ranges.filter((status) => status === 206).length).toBeGreaterThan(0);
    });
  });
}
