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
  return { table, row, dialog, footerButton, toolbarButton };
}
