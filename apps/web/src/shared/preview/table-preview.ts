import { splitCsvLine } from '@biocloud/charts';
import { fileExtension, isGzipName } from '@biocloud/contracts';

/** The type the server gives tab- and comma-separated tables. */
const TABLE_TYPE = 'xls_txt';

export function isTableFileType(type: string): boolean {
  return type.trim().toLowerCase() === TABLE_TYPE;
}

export type TableDelimiter = ',' | '\t';

/** CSV files split on commas; every other table (tsv, tab, xls_txt) on tabs. */
export function tableDelimiterOf(name: string): TableDelimiter {
  const inner = isGzipName(name) ? name.slice(0, name.lastIndexOf('.')) : name;
  return fileExtension(inner) === 'csv' ? ',' : '\t';
}

/*
 * A page of a table file as rows for the grid preview. A page is cut at line starts by the server, so every line
 * is a row. CSV fields may be quoted ("a,b" and "" for a quote); a quote left open at the end of a line ends there.
 * Only the first TABLE_PREVIEW_MAX_COLUMNS columns are shown, so a matrix of 20,000 samples stays usable.
 */

export const TABLE_PREVIEW_MAX_COLUMNS = 50;

export interface TablePage {
  readonly header: string[] | null;
  readonly rows: string[][];
  /** Columns shown (at most the cap). */
  readonly columnCount: number;
  /** Widest row before the cap. */
  readonly totalColumns: number;
}

export function splitLine(line: string, delimiter: TableDelimiter): string[] {
  return delimiter === ',' ? splitCsvLine(line) : line.split('\t');
}

export function parseTablePage(
  content: string,
  delimiter: TableDelimiter,
  options: { firstRowIsHeader: boolean; maxColumns?: number },
): TablePage {
  const max = options.maxColumns ?? TABLE_PREVIEW_MAX_COLUMNS;
  const lines = content.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  const all = lines.map((line) => splitLine(line, delimiter));
  const totalColumns = all.reduce((widest, row) => Math.max(widest, row.length), 0);
  const columnCount = Math.min(totalColumns, max);
  const capped = all.map((row) => row.slice(0, columnCount));
  const [first, ...rest] = capped;
  return options.firstRowIsHeader && first
    ? { header: first, rows: rest, columnCount, totalColumns }
    : { header: null, rows: capped, columnCount, totalColumns };
}
