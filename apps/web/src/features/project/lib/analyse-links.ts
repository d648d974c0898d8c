import { toolKindSchema, type AnalyseResponse, type Locale } from '@biocloud/contracts';
import { pathTo } from '../../../app/paths';
import { toolDetailPath } from '../../../shared/tool-route';

type AnalyseCard = AnalyseResponse['data']['tool'][number];

/** Where an analyse card leads: the tool's page (apps: the app detail page) with the project preselected. */
export function analyseCardPath(
  locale: Locale,
  card: Pick<AnalyseCard, 'kind' | 'softwareId'>,
  projectBaseId: string,
): string {
  const kind = toolKindSchema.safeParse(card.kind);
  const path = kind.success
    ? toolDetailPath(locale, { softwareId: card.softwareId, kind: kind.data })
    : pathTo(locale, 'software-medical-detail', { id: card.softwareId });
  return `${path}?${new URLSearchParams({ projectBaseId }).toString()}`;
}
