import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SUGGESTION_PATH,
  type StaffSuggestionList,
  type StaffSuggestionsQuery,
  type SuggestionAnswerRequest,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** The staff's list of suggestions (modules/help/staff-suggestions.routes.ts). */
const staffSuggestionKeys = {
  all: ['help', 'staffSuggestions'] as const,
  page: (query: StaffSuggestionsQuery) => ['help', 'staffSuggestions', query] as const,
};

export const staffSuggestionsQueryOptions = (query: StaffSuggestionsQuery) =>
  queryOptions({
    queryKey: staffSuggestionKeys.page(query),
    queryFn: ({ signal }) => api.get<StaffSuggestionList>(SUGGESTION_PATH, { query: { ...query }, signal }),
  });

/** Only staff ask: the server refuses customers with a 403, which the app would take for a lost login. */
export const useStaffSuggestions = (query: StaffSuggestionsQuery, enabled: boolean) =>
  useQuery({ ...staffSuggestionsQueryOptions(query), enabled, placeholderData: keepPreviousData });

export function useAnswerSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string } & SuggestionAnswerRequest) =>
      api.post<{ id: string }>(`${SUGGESTION_PATH}/${encodeURIComponent(id)}/answer`, { answer }),
    // A suggestion answered by someone else meanwhile (409) is stale in the list too.
    onSettled: () => client.invalidateQueries({ queryKey: staffSuggestionKeys.all }),
  });
}
