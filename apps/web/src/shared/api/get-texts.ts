import { queryOptions } from '@tanstack/react-query';
import { CONTENT_VERSION, TEXTS_FETCH_TIMEOUT_MS, type Locale, type TextTree } from '@biocloud/contracts';
import { api } from '../api-client';

/** All namespaces of a locale (the bundle is small, so the route filter is not used). */
export function getTexts(locale: Locale): Promise<TextTree> {
  return api.get<TextTree>(`/api/v1/content/${locale}`, {
    query: { version: CONTENT_VERSION },
    signal: AbortSignal.timeout(TEXTS_FETCH_TIMEOUT_MS),
  });
}

export const textsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'texts', locale, CONTENT_VERSION],
    queryFn: () => getTexts(locale),
    staleTime: 0,
    retry: false,
    meta: { silentErrors: true },
  });
