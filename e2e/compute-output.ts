import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import type { WorkflowOutputResponse } from '@biocloud/contracts';

/*
 * A compute job's output tab as a user works it: the file table pages by 10 (spec 000 §9), each row is keyed by its
 * file's uuid and has a download button and the tool pickers.
 */

export type OutputFile = WorkflowOutputResponse['fileList'][number];

const OUTPUT_PAGE_SIZE = 10;

/** The first result file of a step with this name (a scattered step's first run), as the server's checks pick it. */
export function stepFile(files: readonly OutputFile[], step: string, fileName: string): OutputFile | undefined {
  return files.find((f) => f.fileName === fileName && f.stepKey.split('.')[0] === step);
}

/** Pages the output table to the file's row and answers the row. */
export async function showOutputRow(page: Page, files: readonly OutputFile[], file: OutputFile): Promise<Locator> {
  const index = files.findIndex((f) => f.fileUuid === file.fileUuid);
  if (files.length > OUTPUT_PAGE_SIZE) {
    // The pager is antd's, beside the table element that carries the test id.
    await page
      .getByTestId('compute-output')
      .locator(`.ant-pagination-item-${Math.floor(index / OUTPUT_PAGE_SIZE) + 1}`)
      .click();
  }
  const row = page.getByTestId('output-table').locator(`tr[data-row-key="${file.fileUuid}"]`);
  await row.waitFor();
  return row;
}

/** Downloads a row's file with its download button: the bytes the browser saved. */
export async function downloadRowFile(page: Page, row: Locator): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), row.locator('a[download]').click()]);
  const saved = await download.path();
  return readFile(saved);
}
