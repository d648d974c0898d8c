import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** What the check reads of the table's scrolling element (e2e code has no DOM types). */
interface ScrollExtent {
  scrollWidth: number;
  clientWidth: number;
}

/** What the check reads of a header's title: the boxes its text is laid out in. */
interface TitleText {
  ownerDocument: {
    createRange(): {
      selectNodeContents(node: unknown): void;
      getClientRects(): { length: number; [index: number]: { top: number } };
    };
  };
}

/** The lines a header's title takes (its text's boxes at distinct heights). */
async function titleLines(header: Locator): Promise<number> {
  const title = header.locator('.ant-table-column-title');
  const text = (await title.count()) > 0 ? title.first() : header;
  return text.evaluate((element: TitleText) => {
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(element);
    const rects = range.getClientRects();
    const tops = new Set<number>();
    for (let i = 0; i < rects.length; i += 1) tops.add(Math.round(rects[i]!.top));
    return tops.size;
  });
}

/** The narrowest desktop window the lists are laid out for (issue 14): key columns in view without scrolling. */
const NARROW_DESKTOP = { width: 1280, height: 800 } as const;

/**
 * In a 1280x800 window (or `viewport`), checks that a list table does not scroll sideways and shows the columns with
 * these headers whole, inside the table and clear of its fixed actions column (the last header), each header on one
 * line; the window size is restored.
 */
export async function expectColumnsInView(
  page: Page,
  table: Locator,
  headers: readonly string[],
  viewport: { width: number; height: number } = NARROW_DESKTOP,
) {
  const before = page.viewportSize();
  await page.setViewportSize(viewport);
  try {
    const box = async (cell: Locator) => {
      const found = await cell.boundingBox();
      if (!found) throw new Error(`no box for ${cell.toString()}`);
      return found;
    };
    const scroller = table.locator('.ant-table-content, .ant-table-body').first();
    await expect
      .poll(() => scroller.evaluate((element: ScrollExtent) => element.scrollWidth - element.clientWidth), {
        message: 'the table scrolls sideways',
      })
      .toBeLessThanOrEqual(0);
    const frame = await box(scroller);
    const actions = await box(table.locator('thead th').last());
    expect(actions.x + actions.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    for (const header of headers) {
      const th = table.locator('thead th', { hasText: header }).first();
      const cell = await box(th);
      expect(cell.x, `${header} starts inside the table`).toBeGreaterThanOrEqual(frame.x - 1);
      expect(cell.x + cell.width, `${header} ends before the actions`).toBeLessThanOrEqual(actions.x + 1);
      expect(await titleLines(th), `${header} on one line`).toBe(1);
    }
  } finally {
    if (before) await page.setViewportSize(before);
  }
}
