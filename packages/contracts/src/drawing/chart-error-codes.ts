/*
 * A table or a choice that cannot make the chart asked for (packages/charts throws them). The code is stable and has
 * a text `errors.<code>` in both locales, so the server answers it as a 400 and the web preview shows the same
 * sentence.
 */
export const CHART_ERROR_CODES = [
  'DRAWING_TABLE_EMPTY',
  'DRAWING_TABLE_TOO_LARGE',
  'DRAWING_COLUMN_NOT_FOUND',
  'DRAWING_COLUMN_NOT_NUMERIC',
  'DRAWING_NO_NUMERIC_COLUMNS',
  'DRAWING_LOG_NONPOSITIVE',
  'DRAWING_VALUES_NEGATIVE',
  'DRAWING_TOO_MANY_ROWS',
  'DRAWING_FILE_COUNT',
] as const;
export type ChartErrorCode = (typeof CHART_ERROR_CODES)[number];
