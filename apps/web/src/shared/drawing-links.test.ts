import { describe, expect, it } from 'vitest';
import { TABLE_DRAWING_ROUTES, isDrawableType, tableDrawingHref } from './drawing-links';

describe('drawing links of a table file', () => {
  it('open the drawing pages that read one table, with the file', () => {
    const fileUuid = '8b7d0a4e-4a4b-4a4b-8a4b-0123456789ab';
    expect(tableDrawingHref('en', 'software-tools-boxplot', fileUuid)).toBe(
      `/en/software/tools/boxplot?fileUuid=${fileUuid}`,
    );
    expect(TABLE_DRAWING_ROUTES).toHaveLength(7);
    expect(isDrawableType('xls_txt')).toBe(true);
    expect(isDrawableType('fasta')).toBe(false);
  });
});
