import type { Locale } from '@biocloud/contracts';
import { pathTo } from './config/paths';

/**
 * project/custom-detail sits outside project/detail/:id/:name (spec 000 §2), so the request travels in the query:
 * the project, its name (for the way back) and the request.
 */
export interface CustomDetailRef {
  projectBaseId: string;
  projectName: string;
  customId: string;
}

export function customDetailPath(locale: Locale, ref: CustomDetailRef): string {
  const query = new URLSearchParams({
    projectBaseId: ref.projectBaseId,
    name: ref.projectName,
    customId: ref.customId,
  });
  return `${pathTo(locale, 'project-detail-custom')}?${query.toString()}`;
}

export function parseCustomDetailRef(params: URLSearchParams): CustomDetailRef | null {
  const projectBaseId = params.get('projectBaseId');
  const customId = params.get('customId');
  if (!projectBaseId || !customId) return null;
  return { projectBaseId, customId, projectName: params.get('name') ?? '' };
}
