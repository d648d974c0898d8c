import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ARTICLE_INDEX_PATH,
  ARTICLES_PATH,
  type Article,
  type ArticleIndex,
  type ArticleKey,
  type ArticleList,
  type ArticleWrite,
  type InterpretationSummary,
  type Locale,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** Articles' calls (modules/articles/articles.routes.ts): the index, a key's page, one article, staff writes. */
export const articleKeys = {
  all: ['articles'] as const,
  index: (locale: Locale) => ['articles', 'index', locale] as const,
  list: (locale: Locale, key: ArticleKey | undefined, pageNow: number) =>
    ['articles', 'list', locale, key ?? 'all', pageNow] as const,
  detail: (id: string) => ['articles', 'detail', id] as const,
};

export interface ArticleDetail {
  article: Article;
  interpretations: InterpretationSummary[];
}

export const articleIndexQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: articleKeys.index(locale),
    queryFn: ({ signal }) => api.get<ArticleIndex>(ARTICLE_INDEX_PATH, { query: { locale }, signal }),
  });

export const articleListQueryOptions = (locale: Locale, key: ArticleKey | undefined, pageNow: number) =>
  queryOptions({
    queryKey: articleKeys.list(locale, key, pageNow),
    queryFn: ({ signal }) => api.get<ArticleList>(ARTICLES_PATH, { query: { locale, key, pageNow }, signal }),
    placeholderData: keepPreviousData,
  });

export const articleDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: articleKeys.detail(id),
    queryFn: ({ signal }) => api.get<ArticleDetail>(`${ARTICLES_PATH}/${encodeURIComponent(id)}`, { signal }),
  });

export const useArticleIndex = (locale: Locale) => useQuery(articleIndexQueryOptions(locale));
export const useArticleList = (locale: Locale, key: ArticleKey | undefined, pageNow: number) =>
  useQuery(articleListQueryOptions(locale, key, pageNow));
export const useArticleDetail = (id: string) => useQuery(articleDetailQueryOptions(id));

/** Staff: create (no id) or replace an article; delete one. Every article query is stale afterwards. */
export function useSaveArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, article }: { id?: string; article: ArticleWrite }) =>
      id
        ? api.put<{ id: string }>(`${ARTICLES_PATH}/${id}`, article)
        : api.post<{ id: string }>(ARTICLES_PATH, article),
    onSuccess: () => client.invalidateQueries({ queryKey: articleKeys.all }),
  });
}

export function useDeleteArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`${ARTICLES_PATH}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: articleKeys.all }),
  });
}
