/*
 * Page numbers of the data table (spec 000 §3): requests send pageNum zero-based (the URL shows the same number),
 * the answer's data.pageNow is one-based, and antd's Pagination counts from 1.
 */

/** antd's current page (1-based) to the pageNum a request sends. */
export function pageNumFromCurrent(current: number): number {
  return Math.max(Math.trunc(current) - 1, 0);
}

/** A request's pageNum to antd's current page. */
export function currentFromPageNum(pageNum: number): number {
  return Math.max(Math.trunc(pageNum), 0) + 1;
}

/** The answer's one-based pageNow to the zero-based pageNum it stands for (0 for an empty folder's page 0). */
export function pageNumFromPageNow(pageNow: number): number {
  return Math.max(Math.trunc(pageNow) - 1, 0);
}

/** A zero-based page number as the URL carries it: digits only, anything else is page 0. */
export function parsePageNum(text: string | null): number {
  if (!text || !/^\d{1,9}$/.test(text)) return 0;
  return Number(text);
}
