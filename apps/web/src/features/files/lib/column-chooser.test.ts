import { describe, expect, it } from 'vitest';
import type { DataTableColumn, DataTableColumnId } from '@biocloud/contracts';
import {
  defaultSelection,
  headIdsOf,
  initialSelection,
  sameSelection,
  toggleColumn,
  visibleColumns,
  type ColumnLists,
} from './column-chooser';

const col = (headEn: DataTableColumnId): DataTableColumn => ({ headEn, headName: headEn, tooltip: '' });
const headList = (['name', 'type', 'size', 'createdDate', 'modifiedDate', 'filePath'] as const).map(col);
const lists = (user: DataTableColumnId[]): ColumnLists => ({
  headList,
  defaultHeadList: (['name', 'type', 'size', 'createdDate'] as const).map(col),
  userHeadList: user.map(col),
});

describe('column chooser state', () => {
  it('starts from the saved choice, else the defaults, in headList order', () => {
    expect(initialSelection(lists(['filePath', 'size']))).toEqual(['name', 'size', 'filePath']);
    expect(initialSelection(lists([]))).toEqual(['name', 'type', 'size', 'createdDate']);
    expect(defaultSelection(lists(['size']))).toEqual(['name', 'type', 'size', 'createdDate']);
  });

  it('shows and hides columns, keeping headList order, never hiding the name', () => {
    const start = initialSelection(lists([]));
    expect(toggleColumn(start, 'filePath', true, headList)).toEqual([
      'name',
      'type',
      'size',
      'createdDate',
      'filePath',
    ]);
    expect(toggleColumn(start, 'type', false, headList)).toEqual(['name', 'size', 'createdDate']);
    expect(toggleColumn(start, 'name', false, headList)).toEqual(start);
    expect(toggleColumn(['name'], 'modifiedDate', true, headList)).toEqual(['name', 'modifiedDate']);
  });

  it('saves the joined ids and compares selections', () => {
    expect(headIdsOf(['name', 'size', 'filePath'])).toBe('name,size,filePath');
    expect(sameSelection(['name', 'size'], ['name', 'size'])).toBe(true);
    expect(sameSelection(['name', 'size'], ['name'])).toBe(false);
  });

  it('gives the table its visible columns', () => {
    expect(visibleColumns(lists(['modifiedDate'])).map((c) => c.headEn)).toEqual(['name', 'modifiedDate']);
  });
});
