import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  INTERPRETATION_PREVIEW_PATH,
  INTERPRETATIONS_PATH,
  PUBMED_PATH,
  type ArticleKey,
  type Interpretation,
  type InterpretationList,
  type InterpretationPreview,
  type InterpretationWrite,
  type Locale,
  type PubmedStatus,
  type PubmedSummary,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { articleKeys } from './articles';

/** Interpretations' calls: a key's page, one interpretation, writes, the preview and the PubMed fill. */
const interpretationKeys = {
  list: (locale: Locale, key: ArticleKey, pageNow: number) =>
    [...articleKeys.all, 'interpretations', locale, key, pageNow] as const,
  detail: (id: string) => [...articleKeys.all, 'interpretation', id] as const,
  pubmed: ['pubmed'] as const,
};

export const interpretationListQueryOptions = (locale: Locale, key: ArticleKey, pageNow: number) =>
  queryOptions({
    queryKey: interpretationKeys.list(locale, key, pageNow),
    queryFn: ({ signal }) =>
      api.get<InterpretationList>(INTERPRETATIONS_PATH, { query: { locale, key, pageNow }, signal }),
    placeholderData: keepPreviousData,
  });

export const interpretationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: interpretationKeys.detail(id),
    queryFn: ({ signal }) => api.get<Interpretation>(`${INTERPRETATIONS_PATH}/${encodeURIComponent(id)}`, { signal }),
  });

export const useInterpretationList = (locale: Locale, key: ArticleKey, pageNow: number) =>
  useQuery(interpretationListQueryOptions(locale, key, pageNow));
export const useInterpretation = (id: string, enabled = true) =>
  useQuery({ ...interpretationQueryOptions(id), enabled });

/** Whether the server can fill from PubMed (PUBMED_URL): it does not change while the page is open. */
export const usePubmedStatus = () =>
  useQuery({
    queryKey: interpretationKeys.pubmed,
    queryFn: ({ signal }) => api.get<PubmedStatus>(PUBMED_PATH, { signal }),
    staleTime: Infinity,
  });

export const usePubmedFill = () =>
  useMutation({ mutationFn: (pmid: string) => api.get<PubmedSummary>(`${PUBMED_PATH}/${encodeURIComponent(pmid)}`) });

export const usePreviewInterpretation = () =>
  useMutation({
    mutationFn: (input: InterpretationWrite) => api.post<InterpretationPreview>(INTERPRETATION_PREVIEW_PATH, input),
  });

/** Create (no id) or replace one; the article and interpretation lists are stale afterwards. */
export function useSaveInterpretation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: InterpretationWrite }) =>
      id
        ? api.put<{ id: string }>(`${INTERPRETATIONS_PATH}/${id}`, input)
        : api.post<{ id: string }>(INTERPRETATIONS_PATH, input),
    onSuccess: () => client.invalidateQueries({ queryKey: articleKeys.all }),
  });
}
