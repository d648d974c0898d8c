import { expect, it } from 'vitest';
import { DEFAULT_DATA_TABLE_COLUMN_IDS, DATA_TABLE_COLUMN_IDS, parseHeadIds } from './data-table-columns';

it('parses a joined choice in order', () => {
  expect(parseHeadIds('name,size')).toEqual(['name', 'size']);
  expect(parseHeadIds(' name , createdDate ')).toEqual(['name', 'createdDate']);
  expect(parseHeadIds(DATA_TABLE_COLUMN_IDS.join(','))).toEqual(DATA_TABLE_COLUMN_IDS);
});

it('refuses empty, unknown and repeated ids', () => {
  for (const joined of ['', ',', 'name,', 'name,bogus', 'name,name', '__proto__'])
    expect(parseHeadIds(joined)).toBeNull();
});

it('shows known columns by default', () => {
  expect(DEFAULT_DATA_TABLE_COLUMN_IDS.every((id) => DATA_TABLE_COLUMN_IDS.includes(id))).toBe(true);
});
