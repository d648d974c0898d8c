import type { Locale, ToolKind } from '@biocloud/contracts';
import { pathTo, type RouteName } from '../app/paths';

/** The detail route of each kind of tool (spec 000 §2: software/tools/detail/small, table, fasta and draw). */
const DETAIL_ROUTES: Readonly<Record<ToolKind, RouteName>> = {
  tool: 'software-tools-detail-small',
  table: 'software-tools-detail-table',
  fasta: 'software-tools-detail-fasta',
  draw: 'software-tools-detail-draw',
};

export function toolDetailPath(locale: Locale, tool: { softwareId: string; kind: ToolKind }): string {
  return pathTo(locale, DETAIL_ROUTES[tool.kind], { id: tool.softwareId });
}
