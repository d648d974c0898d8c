import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HELP_PATH,
  HELP_SEARCH_PATH,
  type HelpPage,
  type HelpPageSummary,
  type HelpPageWrite,
  type HelpSearchHit,
  type Locale,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** The help centre's calls (modules/help/help-pages.routes.ts): pages of a locale, one page, search, staff writes. */
const helpKeys = {
  all: ['help'] as const,
  list: (locale: Locale) => ['help', 'list', locale] as const,
  page: (id: string) => ['help', 'page', id] as const,
  search: (locale: Locale, q: string) => ['help', 'search', locale, q] as const,
};

export const helpPagesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: helpKeys.list(locale),
    queryFn: ({ signal }) => api.get<{ list: HelpPageSummary[] }>(HELP_PATH, { query: { locale }, signal }),
  });

export const helpPageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: helpKeys.page(id),
    queryFn: ({ signal }) => api.get<HelpPage>(`${HELP_PATH}/${encodeURIComponent(id)}`, { signal }),
  });

export const helpSearchQueryOptions = (locale: Locale, q: string) =>
  queryOptions({
    queryKey: helpKeys.search(locale, q),
    queryFn: ({ signal }) => api.get<{ list: HelpSearchHit[] }>(HELP_SEARCH_PATH, { query: { locale, q }, signal }),
  });

export const useHelpPages = (locale: Locale) => useQuery(helpPagesQueryOptions(locale));
export const useHelpPage = (id: string) => useQuery({ ...helpPageQueryOptions(id), enabled: id !== '' });
export const useHelpSearch = (locale: Locale, q: string) =>
  useQuery({ ...helpSearchQueryOptions(locale, q), enabled: q.trim() !== '' });

/** Staff: create (no id) or replace a page; delete one. Every help query is stale afterwards. */
export function useSaveHelpPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, page }: { id?: string; page: HelpPageWrite }) =>
      id ? api.put<{ id: string }>(`${HELP_PATH}/${id}`, page) : api.post<{ id: string }>(HELP_PATH, page),
    onSuccess: () => client.invalidateQueries({ queryKey: helpKeys.all }),
  });
}

export function useDeleteHelpPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`${HELP_PATH}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: helpKeys.all }),
  });
}
