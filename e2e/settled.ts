import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Waits until an antd popup (menu, select dropdown, dialog) has finished its opening motion: while its `-enter` or
 * `-appear` classes are on, it slides or zooms in, and a click computed mid-way lands where the item was a frame
 * ago (on the item above, or outside a dialog still growing from the clicked row).
 */
export async function settled(popup: Locator): Promise<Locator> {
  await popup.waitFor();
  // Settled also means still: a popup near the window's bottom can flip above its button once it is measured.
  let lastBox = '';
  const still = async () => {
    const box = JSON.stringify(await popup.boundingBox());
    const same = box === lastBox;
    lastBox = box;
    return same && !/-(enter|appear)\b/.test((await popup.getAttribute('class')) ?? '');
  };
  await expect.poll(still).toBe(true);
  return popup;
}

/**
 * The open select dropdown that holds an option with `hasText`, once settled. A select's dropdown stays in the page
 * after it closes, and another select's may still be fading out: the one holding the option is the one to click in.
 */
export function settledDropdown(page: Page, hasText: string | RegExp): Promise<Locator> {
  const dropdowns = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  return settled(dropdowns.filter({ has: page.locator('.ant-select-item-option', { hasText }) }).last());
}

/** A confirm dialog (Modal.confirm) once its opening zoom is over (see settled). */
export const settledConfirm = (page: Page): Promise<Locator> => settled(page.locator('.ant-modal-confirm').last());
