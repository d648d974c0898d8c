import { z } from 'zod';

/*
 * Columns of the data tables and the column chooser (spec 000 §2, §3). A user's choice is saved as the joined
 * string of column ids (headIds); the column's id is its headEn.
 */

export const dataTableColumnIdSchema = z.enum(['name', 'type', 'size', 'createdDate', 'modifiedDate', 'filePath']);
export type DataTableColumnId = z.infer<typeof dataTableColumnIdSchema>;
export const DATA_TABLE_COLUMN_IDS = dataTableColumnIdSchema.options;

/** Shown until the user picks others. */
export const DEFAULT_DATA_TABLE_COLUMN_IDS: readonly DataTableColumnId[] = ['name', 'type', 'size', 'createdDate'];

export const HEAD_IDS_SEPARATOR = ',';

/** The ids of a joined headIds string, in order; null when any is unknown, repeated, or none is given. */
export function parseHeadIds(joined: string): DataTableColumnId[] | null {
  const parts = joined.split(HEAD_IDS_SEPARATOR).map((part) => part.trim());
  const ids: DataTableColumnId[] = [];
  for (const part of parts) {
    const parsed = dataTableColumnIdSchema.safeParse(part);
    if (!parsed.success || ids.includes(parsed.data)) return null;
    ids.push(parsed.data);
  }
  return ids.length > 0 ? ids : null;
}
