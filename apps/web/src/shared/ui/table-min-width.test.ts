import { describe, expect, it } from 'vitest';
import { tableMinWidth } from './table-min-width';

describe('tableMinWidth', () => {
  it('adds widths, or least widths where a column has none', () => {
    expect(tableMinWidth([{ width: 220 }, { minWidth: 96 }, { width: 180 }])).toBe(496);
  });

  it('leaves out columns shown only from a breakpoint, and adds the extra (a selection column)', () => {
    expect(tableMinWidth([{ width: 220 }, { width: 90, responsive: ['xxl'] }], 32)).toBe(252);
  });

  it('counts a column sized by the browser as nothing', () => {
    expect(tableMinWidth([{ width: '20%' }, {}])).toBe(0);
  });
});
