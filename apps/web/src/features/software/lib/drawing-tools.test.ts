import { describe, expect, it } from 'vitest';
import { DRAW_TYPES } from '@biocloud/charts';
import { drawingToolsMatching } from './drawing-tools';

describe('drawingToolsMatching', () => {
  const describeNone = () => '';

  it('lists every drawing tool without a search', () => {
    expect(drawingToolsMatching('  ', describeNone)).toEqual([...DRAW_TYPES]);
  });

  it('finds a tool by its zh or en name, any case', () => {
    expect(drawingToolsMatching('热图', describeNone)).toEqual(['heatmap']);
    expect(drawingToolsMatching('HEATMAP', describeNone)).toEqual(['heatmap']);
    expect(drawingToolsMatching('箱线图', describeNone)).toEqual(['boxplot']);
  });

  it('finds a tool by its shown description', () => {
    expect(drawingToolsMatching('quartiles', (type) => (type === 'boxplot' ? 'median, quartiles' : ''))).toEqual([
      'boxplot',
    ]);
    expect(drawingToolsMatching('samtools', describeNone)).toEqual([]);
  });
});
