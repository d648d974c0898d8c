import { describe, expect, it } from 'vitest';
import { currentFromPageNum, pageNumFromCurrent, pageNumFromPageNow, parsePageNum } from './page-number';

describe('page numbers', () => {
  it('converts antd current pages to zero-based pageNum and back', () => {
    expect(pageNumFromCurrent(1)).toBe(0);
    expect(pageNumFromCurrent(5)).toBe(4);
    expect(currentFromPageNum(0)).toBe(1);
    expect(currentFromPageNum(4)).toBe(5);
    for (const n of [0, 1, 7, 4999]) expect(pageNumFromCurrent(currentFromPageNum(n))).toBe(n);
  });

  it('reads the one-based pageNow of an answer as a zero-based pageNum', () => {
    expect(pageNumFromPageNow(1)).toBe(0);
    expect(pageNumFromPageNow(3)).toBe(2);
    // An empty folder answers pageNow 1 with totalPage 0; never a negative page.
    expect(pageNumFromPageNow(0)).toBe(0);
  });

  it('never goes below page 0', () => {
    expect(pageNumFromCurrent(0)).toBe(0);
    expect(currentFromPageNum(-3)).toBe(1);
  });

  it('parses the URL value strictly', () => {
    expect(parsePageNum(null)).toBe(0);
    expect(parsePageNum('')).toBe(0);
    expect(parsePageNum('3')).toBe(3);
    expect(parsePageNum('-1')).toBe(0);
    expect(parsePageNum('2.5')).toBe(0);
    expect(parsePageNum('abc')).toBe(0);
    expect(parsePageNum('9999999999')).toBe(0);
  });
});
