/*
 * Paging of text previews by byte offset. Page p (one-based) is the window [(p-1)·W, p·W) of the file, with both
 * ends moved forward to the next line start, so each line shows on exactly one page (the one it starts in) and a
 * page costs one read of at most W + LINE_SEARCH_BYTES bytes wherever it is. A boundary that finds no line end within
 * LINE_SEARCH_BYTES stays where it is: a line longer than that is cut at window edges instead of scanned.
 */

export const PAGE_BYTES = 64 * 1024;
export const LINE_SEARCH_BYTES = 64 * 1024;

const NEWLINE = 0x0a;

export function pageCount(size: number, pageBytes = PAGE_BYTES): number {
  return Math.max(1, Math.ceil(size / pageBytes));
}

/** The bytes to read for a page: [start, end) in file offsets. */
export function pageReadWindow(
  page: number,
  size: number,
  pageBytes = PAGE_BYTES,
  search = LINE_SEARCH_BYTES,
): { start: number; end: number } {
  const from = Math.min((page - 1) * pageBytes, size);
  const to = Math.min(page * pageBytes, size);
  return { start: Math.max(0, from - 1), end: Math.min(size, Math.max(to - 1, 0) + search) };
}

/**
 * The first line start at or after `offset`: offset itself when it is 0, the end of the file, or just after a
 * newline; else just after the next newline within `search` bytes; else offset. `buffer` holds the file's bytes from
 * `bufferStart` on and must cover [offset - 1, offset - 1 + search) where those exist.
 */
export function lineStartAtOrAfter(
  buffer: Buffer,
  bufferStart: number,
  offset: number,
  size: number,
  search = LINE_SEARCH_BYTES,
): number {
  if (offset <= 0 || offset >= size) return Math.min(Math.max(offset, 0), size);
  const from = offset - 1 - bufferStart;
  const to = Math.min(from + search, buffer.length);
  const newline = buffer.subarray(0, to).indexOf(NEWLINE, from);
  return newline === -1 ? offset : bufferStart + newline + 1;
}

/** The page's content from the bytes read for it (see pageReadWindow). */
export function pageContent(
  buffer: Buffer,
  bufferStart: number,
  page: number,
  size: number,
  pageBytes = PAGE_BYTES,
  search = LINE_SEARCH_BYTES,
): Buffer {
  const from = lineStartAtOrAfter(buffer, bufferStart, Math.min((page - 1) * pageBytes, size), size, search);
  const to = lineStartAtOrAfter(buffer, bufferStart, Math.min(page * pageBytes, size), size, search);
  return buffer.subarray(from - bufferStart, Math.max(from, to) - bufferStart);
}
