import type { Locator, Page } from 'playwright-core';

/*
 * The column choices of a drawing tool's form (apps/web/src/features/drawing/components/params-form.tsx): each field
 * is a form item marked data-field=<param>, holding an antd Select of the table's columns.
 */

/** A column choice: one column, or several (replacing the ones the form chose by default), in this order. */
export type ColumnChoice = string | readonly string[];

/**
 * Opens a field's select and answers its dropdown: the one holding the list the select's input controls (the
 * dropdown of the field chosen before may still be fading out).
 */
async function openOptions(page: Page, select: Locator): Promise<Locator> {
  await select.click();
  const list = await select.getByRole('combobox').getAttribute('aria-controls');
  return page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${list}"]`) });
}

export async function chooseColumns(page: Page, field: string, choice: ColumnChoice) {
  const select = page.locator(`[data-field="${field}"] .ant-select`);
  const option = (dropdown: Locator, column: string) =>
    dropdown.locator(`.ant-select-item-option[title="${column}"]`).click();
  if (typeof choice === 'string') {
    await option(await openOptions(page, select), choice);
    return;
  }
  const removers = select.locator('.ant-select-selection-item-remove');
  while ((await removers.count()) > 0) await removers.first().click();
  const dropdown = await openOptions(page, select);
  for (const column of choice) await option(dropdown, column);
  await page.keyboard.press('Escape');
}
