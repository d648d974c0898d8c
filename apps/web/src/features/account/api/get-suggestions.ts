import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REGISTRATION_LIMITS } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

export type SuggestionField = 'company' | 'college';

/** GET /api/v1/account/suggestions (term, limitSize 10): names of organizations already known. */
export const suggestionsQueryOptions = (field: SuggestionField, term: string) =>
  queryOptions({
    queryKey: ['account', 'suggestions', field, term],
    queryFn: ({ signal }) =>
      api.get<{ items: string[] }>('/api/v1/account/suggestions', {
        query: { field, term, limitSize: REGISTRATION_LIMITS.suggestions },
        signal,
      }),
    staleTime: 60_000,
  });

export function useSuggestions(field: SuggestionField, term: string) {
  const trimmed = term.trim();
  return useQuery({
    ...suggestionsQueryOptions(field, trimmed),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}
