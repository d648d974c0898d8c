import { toolKindSchema, type AnalyseResponse, type Locale } from '@biocloud/contracts';
import { appDetailPath, catalogueOfTypeName } from '../../../shared/app-routes';
import { PROJECT_QUERY_PARAM } from '../../../shared/tool-form/tool-form-values';
import { toolDetailPath } from '../../../shared/tool-route';

type AnalyseCard = AnalyseResponse['data']['tool'][number];

/**
 * Where an analyse card leads, with the project preselected: a tool's page by its kind, an app's page in its own
 * catalogue (agriculture or medical, by the card's typeName). Null for a card that is neither (nothing to open).
 */
export function analyseCardPath(
  locale: Locale,
  card: Pick<AnalyseCard, 'kind' | 'softwareId' | 'typeName'>,
  projectBaseId: string,
): string | null {
  const kind = toolKindSchema.safeParse(card.kind);
  let path: string;
  if (kind.success) path = toolDetailPath(locale, { softwareId: card.softwareId, kind: kind.data });
  else if (card.typeName) path = appDetailPath(locale, catalogueOfTypeName(card.typeName), card.softwareId);
  else return null;
  return `${path}?${new URLSearchParams({ [PROJECT_QUERY_PARAM]: projectBaseId }).toString()}`;
}
