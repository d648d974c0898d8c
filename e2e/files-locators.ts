import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { label, type Locale } from './texts';

/**
 * The my-data page's parts, for files.e2e.test.ts and files-upload.e2e.test.ts. `page` is a getter: the suites open
 * their page in beforeAll, after these are built.
 */
export function filesLocators(page: () => Page, locale: Locale) {
  const lbl = (key: string) => label(locale, key);
  const table = () => page().locator('.ant-table-wrapper.files-table');
  const row = (name: string) =>
    table()
      .locator('tr.ant-table-row')
      .filter({ has: page().locator('.file-name', { hasText: new RegExp(`^${name.replace(/[.()]/g, '\\$&')}$`) }) });
  const dialog = () => page().locator('.ant-modal-wrap:visible .ant-modal').last();
  /** A button of the open dialog's footer (its corner close button is named like the footer's close). */
  const footerButton = (key: string) =>
    dialog()
      .locator('.ant-modal-footer')
      .getByRole('button', { name: lbl(key) });
  const toolbarButton = (key: string) =>
    page()
      .locator('.data-toolbar')
      .getByRole('button', { name: lbl(key) });
  /**
   * Chooses an action of a row's "more" menu. The click waits for the menu to settle: while it slides in (antd's
   * `-enter`/`-appear` motion classes) its items move, and on a loaded machine a click computed mid-way has landed on
   * the item above. The menu just opened is the last one in the page; an earlier row's may still be fading out.
   */
  const rowAction = async (name: string, action: string) => {
    await row(name)
      .getByRole('button', { name: lbl('files.actions.more') })
      .click();
    const menu = page().locator('.ant-dropdown:not(.ant-dropdown-hidden)').last();
    // Settled also means still: a menu near the window's bottom can flip above its button once it is measured.
    let lastBox = '';
    const settled = async () => {
      const box = JSON.stringify(await menu.boundingBox());
      const still = box === lastBox;
      lastBox = box;
      return still && !/-(enter|appear)\b/.test((await menu.getAttribute('class')) ?? '');
    };
    await expect.poll(settled).toBe(true);
    await menu.getByRole('menuitem', { name: lbl(`files.actions.${action}`) }).click();
  };
  return { table, row, dialog, footerButton, toolbarButton, rowAction };
}
