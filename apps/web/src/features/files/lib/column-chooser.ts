import {
  HEAD_IDS_SEPARATOR,
  dataTableColumnIdSchema,
  type DataTableColumn,
  type DataTableColumnId,
} from '@biocloud/contracts';

/*
 * The column chooser (spec 000 §3): headList holds every column, defaultHeadList the columns shown until the user
 * picks others, userHeadList the user's saved choice. The choice is saved as the joined column ids (headIds).
 */

/** The name column identifies a row and holds its link: it cannot be hidden. */
export const REQUIRED_COLUMN: DataTableColumnId = 'name';

export interface ColumnLists {
  readonly headList: readonly DataTableColumn[];
  readonly defaultHeadList: readonly DataTableColumn[];
  readonly userHeadList: readonly DataTableColumn[];
}

const idsOf = (columns: readonly DataTableColumn[]) => columns.map((c) => c.headEn);

/** Ids in the order of headList, the required column always included, unknown ids dropped. */
export function normalizeSelection(ids: readonly string[], headList: readonly DataTableColumn[]): DataTableColumnId[] {
  const wanted = new Set<string>([REQUIRED_COLUMN, ...ids]);
  return idsOf(headList).filter((id) => wanted.has(id));
}

/** What the chooser starts with: the saved choice, else the defaults. */
export function initialSelection(lists: ColumnLists): DataTableColumnId[] {
  const saved = lists.userHeadList.length > 0 ? lists.userHeadList : lists.defaultHeadList;
  return normalizeSelection(idsOf(saved), lists.headList);
}

export function defaultSelection(lists: ColumnLists): DataTableColumnId[] {
  return normalizeSelection(idsOf(lists.defaultHeadList), lists.headList);
}

export function toggleColumn(
  selection: readonly DataTableColumnId[],
  id: DataTableColumnId,
  shown: boolean,
  headList: readonly DataTableColumn[],
): DataTableColumnId[] {
  if (id === REQUIRED_COLUMN) return normalizeSelection(selection, headList);
  const next = shown ? [...selection, id] : selection.filter((s) => s !== id);
  return normalizeSelection(next, headList);
}

export function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** The headIds string the headers call saves. */
export function headIdsOf(selection: readonly DataTableColumnId[]): string {
  return selection.join(HEAD_IDS_SEPARATOR);
}

/** The columns the table shows, in the chooser's order. */
export function visibleColumns(lists: ColumnLists): DataTableColumn[] {
  const ids = new Set(initialSelection(lists));
  return lists.headList.filter((c) => ids.has(c.headEn));
}

export function isColumnId(value: string): value is DataTableColumnId {
  return dataTableColumnIdSchema.safeParse(value).success;
}
