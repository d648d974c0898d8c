import { describe, expect, it } from 'vitest';
import { drawToolPath, drawTypeOfRoute, savedDrawingPath } from './draw-routes';

describe('drawing routes', () => {
  it('map route names to draw types and back', () => {
    expect(drawTypeOfRoute('software-tools-columnarMap')).toBe('columnarMap');
    expect(drawTypeOfRoute('software-tools-detail-draw')).toBeUndefined();
    expect(drawToolPath('en', 'boxplot', 'abc')).toBe('/en/software/tools/boxplot?fileUuid=abc');
    expect(drawToolPath('zh', 'heatmap')).toBe('/zh/software/tools/heatmap/0/0');
    expect(drawToolPath('zh', 'heatmap', 'f1')).toBe('/zh/software/tools/heatmap/f1/0');
    expect(drawToolPath('en', 'venn')).toBe('/en/software/tools/detail/draw/venn');
    expect(savedDrawingPath('en', 'd1')).toBe('/en/software/tools/detail/draw/d1');
  });
});
