import type { DataFile, Locale, SoftwareSummary, ToolKind } from '@biocloud/contracts';
import { isDrawableType } from '../../../shared/drawing-links';
import { PROJECT_QUERY_PARAM } from '../../../shared/tool-form/tool-form-values';
import { toolWithFileHref } from '../../../shared/tool-route';

/*
 * Where a data file's "run tool" pickers lead (spec 000 §3: each file has a drawing-tool and an analysis-tool
 * picker); the drawing pages are shared/drawing-links.
 */

type AnalysisKind = Exclude<ToolKind, 'draw'>;

export function isAnalysisTool<T extends Pick<SoftwareSummary, 'kind'>>(tool: T): tool is T & { kind: AnalysisKind } {
  return tool.kind !== 'draw';
}

export function analysisToolHref(
  locale: Locale,
  tool: Pick<SoftwareSummary, 'softwareId'> & { kind: AnalysisKind },
  file: Pick<DataFile, 'fileUuid'>,
  projectBaseId?: string,
): string {
  const href = toolWithFileHref(locale, tool, file.fileUuid);
  return projectBaseId ? `${href}&${new URLSearchParams({ [PROJECT_QUERY_PARAM]: projectBaseId }).toString()}` : href;
}

export function isDrawable(file: Pick<DataFile, 'type' | 'isFolder'>): boolean {
  return !file.isFolder && isDrawableType(file.type);
}
