import { describe, expect, it } from 'vitest';
import { parseDrawingSpec, parseTable, DRAW_TYPES } from '@biocloud/charts';
import { defaultParams } from './default-params';

const table = parseTable('gene\tctrl\ttreated\nA\t1\t2\nB\t3\t4\n');

describe('defaultParams', () => {
  it('picks the text column as labels and numeric columns as values', () => {
    expect(defaultParams('columnar', table)).toEqual({ labelColumn: 'gene', valueColumn: 'ctrl' });
    expect(defaultParams('scatter', table)).toEqual({ xColumn: 'ctrl', yColumn: 'treated' });
    expect(defaultParams('boxplot', table)).toEqual({ valueColumns: ['ctrl', 'treated'] });
  });

  it('gives params every tool accepts as they are, except venn (which needs no column)', () => {
    for (const drawType of DRAW_TYPES) {
      expect(parseDrawingSpec(drawType, defaultParams(drawType, table)).ok, drawType).toBe(true);
    }
  });
});
