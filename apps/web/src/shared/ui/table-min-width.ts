/** Least width of a text column cut with an ellipsis (a tool, app or project name): a word or two stay readable. */
export const TEXT_COLUMN_MIN_PX = 96;

/** The row-selection column antd adds to a middle-size table. */
export const SELECTION_COLUMN_PX = 32;

/** A column as far as its width goes (antd's ColumnType fields). */
interface SizedColumn {
  width?: number | string;
  minWidth?: number;
  responsive?: readonly string[];
}

/**
 * The `scroll.x` of a list table: the sum of its columns' widths (`width`, else `minWidth`). A number rather than
 * 'max-content' makes antd lay the table out fixed, so a long cell (a 114-character file name) is cut by its column
 * instead of widening it and pushing the others under the fixed actions; wider screens share the rest among the
 * columns, narrower ones scroll sideways. Columns shown only from a breakpoint (`responsive`) are left out: they
 * appear only on screens wide enough for them.
 */
export function tableMinWidth(columns: readonly SizedColumn[], extraPx = 0): number {
  return columns.reduce((sum, column) => {
    if (column.responsive) return sum;
    const width = typeof column.width === 'number' ? column.width : (column.minWidth ?? 0);
    return sum + width;
  }, extraPx);
}
