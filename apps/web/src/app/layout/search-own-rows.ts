import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  QUICK_SEARCH_TERM_MAX,
  QUICK_SEARCH_THROTTLE_MS,
  type Locale,
  type QuickSearchHit,
  type QuickSearchResponse,
} from '@biocloud/contracts';
import { api } from '../../shared/api-client';
import { pathTo } from '../../shared/config/paths';
import { useThrottledValue } from '../../shared/lib/use-throttled-value';

/** GET /api/v1/search/suggestions (term, limitSize 10): the caller's own projects, files and jobs by name. */
export const ownRowsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', term],
    queryFn: ({ signal }) =>
      api.get<QuickSearchResponse>('/api/v1/search/suggestions', {
        query: { term, limitSize: PAGE_SIZES.suggestions },
        signal,
      }),
    staleTime: 30_000,
  });

/** The hits for what is typed, asked at most once per QUICK_SEARCH_THROTTLE_MS while typing. */
export function useOwnRowsSearch(text: string): QuickSearchHit[] {
  const term = useThrottledValue(text.trim().slice(0, QUICK_SEARCH_TERM_MAX), QUICK_SEARCH_THROTTLE_MS);
  const { data } = useQuery({
    ...ownRowsQueryOptions(term),
    enabled: term !== '',
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
  return text.trim() === '' ? [] : (data?.items ?? []);
}

/** Where a hit opens: the project, the file's folder searched for its name, the job's detail. */
export function ownRowPath(locale: Locale, hit: QuickSearchHit): string {
  switch (hit.kind) {
    case 'project':
      return pathTo(locale, 'project-detail', { id: hit.id, name: hit.name });
    case 'file':
      return `${pathTo(locale, 'mydata-private', { fileUuid: hit.folderUuid ?? '0' })}?search=${encodeURIComponent(hit.name)}`;
    case 'task':
      return pathTo(locale, 'myjob-task-detail', { jobId: hit.id });
    case 'workflow':
      return pathTo(locale, 'myjob-compute-detail', { id: hit.id });
  }
}
