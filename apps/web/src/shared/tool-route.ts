import type { Locale, ToolKind } from '@biocloud/contracts';
import { pathTo, type RouteName } from './config/paths';

/** The detail route of each kind of tool (spec 000 §2: software/tools/detail/small, table, fasta and draw). */
const DETAIL_ROUTES: Readonly<Record<ToolKind, RouteName>> = {
  tool: 'software-tools-detail-small',
  table: 'software-tools-detail-table',
  fasta: 'software-tools-detail-fasta',
  draw: 'software-tools-detail-draw',
};

type ToolRef = { softwareId: string; kind: ToolKind };

export function toolDetailPath(locale: Locale, tool: ToolRef): string {
  return pathTo(locale, DETAIL_ROUTES[tool.kind], { id: tool.softwareId });
}

/** The tool's page with a data file chosen: the tool pages read `?fileUuid=` and preselect the file. */
export function toolWithFileHref(locale: Locale, tool: ToolRef, fileUuid: string): string {
  return `${toolDetailPath(locale, tool)}?${new URLSearchParams({ fileUuid }).toString()}`;
}
