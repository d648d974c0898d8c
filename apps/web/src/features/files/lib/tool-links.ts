import type { DataFile, Locale, SoftwareSummary, ToolKind } from '@biocloud/contracts';
import { pathTo, type RouteName } from '../../../app/paths';

/*
 * Where a data file's "run tool" pickers lead (spec 000 §3: each file has a drawing-tool and an analysis-tool
 * picker). The tool pages read `?fileUuid=` and preselect the file.
 */

type AnalysisKind = Exclude<ToolKind, 'draw'>;

/** The form page of each kind of analysis tool (spec 000 §2 software/tools/detail/small, table and fasta). */
const ANALYSIS_ROUTES: Readonly<Record<AnalysisKind, RouteName>> = {
  tool: 'software-tools-detail-small',
  table: 'software-tools-detail-table',
  fasta: 'software-tools-detail-fasta',
};

/** The drawing pages (spec 000 §2) that draw from one table; the heatmap page needs ids of its own. */
export const DRAWING_ROUTES = [
  'software-tools-boxplot',
  'software-tools-columnar',
  'software-tools-columnarMap',
  'software-tools-pieChart',
  'software-tools-scatter',
  'software-tools-area',
  'software-tools-pointplot',
] as const satisfies readonly RouteName[];
export type DrawingRoute = (typeof DRAWING_ROUTES)[number];

/** File types the drawing pages read: tables (tsv, csv; see fileTypeFromName). */
const DRAWABLE_TYPES: readonly string[] = ['xls_txt'];

const withFile = (path: string, file: Pick<DataFile, 'fileUuid'>) =>
  `${path}?${new URLSearchParams({ fileUuid: file.fileUuid }).toString()}`;

export function isAnalysisTool<T extends Pick<SoftwareSummary, 'kind'>>(tool: T): tool is T & { kind: AnalysisKind } {
  return tool.kind !== 'draw';
}

export function analysisToolHref(
  locale: Locale,
  tool: Pick<SoftwareSummary, 'softwareId'> & { kind: AnalysisKind },
  file: Pick<DataFile, 'fileUuid'>,
): string {
  return withFile(pathTo(locale, ANALYSIS_ROUTES[tool.kind], { id: tool.softwareId }), file);
}

export function isDrawable(file: Pick<DataFile, 'type' | 'isFolder'>): boolean {
  return !file.isFolder && DRAWABLE_TYPES.includes(file.type);
}

export function drawingHref(locale: Locale, route: DrawingRoute, file: Pick<DataFile, 'fileUuid'>): string {
  return withFile(pathTo(locale, route), file);
}
