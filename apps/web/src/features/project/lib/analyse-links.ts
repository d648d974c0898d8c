import { toolKindSchema, type AnalyseResponse, type Locale, type ToolKind } from '@biocloud/contracts';
import { pathTo, type RouteName } from '../../../app/paths';

type AnalyseCard = AnalyseResponse['data']['tool'][number];

/**
 * The detail page of each kind of tool (spec 000 §2; the software feature holds the same table for its own links,
 * and features do not import each other); apps open on the app detail page.
 */
const DETAIL_ROUTES: Readonly<Record<ToolKind | 'app', RouteName>> = {
  tool: 'software-tools-detail-small',
  table: 'software-tools-detail-table',
  fasta: 'software-tools-detail-fasta',
  draw: 'software-tools-detail-draw',
  app: 'software-medical-detail',
};

/** Where an analyse card leads: the tool's page with the project preselected (?projectBaseId=). */
export function analyseCardPath(
  locale: Locale,
  card: Pick<AnalyseCard, 'kind' | 'softwareId'>,
  projectBaseId: string,
): string {
  const kind = toolKindSchema.safeParse(card.kind);
  const route = DETAIL_ROUTES[kind.success ? kind.data : 'app'];
  return `${pathTo(locale, route, { id: card.softwareId })}?${new URLSearchParams({ projectBaseId }).toString()}`;
}
