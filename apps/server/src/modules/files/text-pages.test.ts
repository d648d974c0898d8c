import { describe, expect, it } from 'vitest';
import { lineStartAtOrAfter, pageContent, pageCount, pageReadWindow } from './text-pages';

/** All pages of a text as the previewer cuts them, reading only each page's window. */
function pages(text: string, pageBytes: number, search: number): string[] {
  const file = Buffer.from(text);
  return Array.from({ length: pageCount(file.length, pageBytes) }, (_, i) => {
    const window = pageReadWindow(i + 1, file.length, pageBytes, search);
    const read = file.subarray(window.start, window.end);
    return pageContent(read, window.start, i + 1, file.length, pageBytes, search).toString();
  });
}

describe('pageCount', () => {
  it('is ceil(size / window), at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('lineStartAtOrAfter', () => {
  const text = Buffer.from('abc\ndef\nghi');
  it('keeps offsets that already are line starts', () => {
    expect(lineStartAtOrAfter(text, 0, 0, text.length)).toBe(0);
    expect(lineStartAtOrAfter(text, 0, 4, text.length)).toBe(4);
    expect(lineStartAtOrAfter(text, 0, text.length, text.length)).toBe(text.length);
  });
  it('moves other offsets to the next line start', () => {
    expect(lineStartAtOrAfter(text, 0, 1, text.length)).toBe(4);
    expect(lineStartAtOrAfter(text, 0, 5, text.length)).toBe(8);
    expect(lineStartAtOrAfter(text, 0, 9, text.length)).toBe(9);
  });
  it('works on a buffer that starts inside the file', () => {
    expect(lineStartAtOrAfter(text.subarray(3), 3, 5, text.length)).toBe(8);
  });
  it('leaves an offset in place when no line ends within the search distance', () => {
    expect(lineStartAtOrAfter(Buffer.from('aaaaaaaaaa\n'), 0, 2, 11, 4)).toBe(2);
  });
});

describe('pages', () => {
  it('start at line starts, never repeat or lose a byte', () => {
    const lines = Array.from({ length: 200 }, (_, i) => `line ${i} ${'x'.repeat(i % 17)}\n`).join('');
    const cut = pages(lines, 64, 64);
    expect(cut.join('')).toBe(lines);
    for (const page of cut.filter(Boolean)) expect(lines.startsWith(page) || lines.includes(`\n${page}`)).toBe(true);
    for (const page of cut.slice(0, -1)) expect(page === '' || page.endsWith('\n')).toBe(true);
  });

  it('cut a line longer than the search distance at window edges, still losing nothing', () => {
    const text = `${'A'.repeat(500)}\nshort\n${'B'.repeat(300)}`;
    const cut = pages(text, 50, 40);
    expect(cut.join('')).toBe(text);
    expect(cut[0]).toBe('A'.repeat(50));
  });

  it('handle a file without a final newline and an empty file', () => {
    expect(pages('a\nb', 2, 8).join('')).toBe('a\nb');
    expect(pages('', 8, 8)).toEqual(['']);
  });
});
