import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HELP_QUERY_MAX_LENGTH, QUICK_SEARCH_THROTTLE_MS, type HelpSearchHit, type Locale } from '@biocloud/contracts';
import { helpSearchQueryOptions } from '../../features/help/api/help-pages';
import { useThrottledValue } from '../../shared/lib/use-throttled-value';

/** Help pages the quick search offers under its pages: the help search's best few (walkthrough M7). */
export const QUICK_SEARCH_HELP_HITS = 3;

/** The help search's hits for what is typed, asked at most once per QUICK_SEARCH_THROTTLE_MS while typing. */
export function useHelpSearchHits(locale: Locale, text: string): HelpSearchHit[] {
  const q = useThrottledValue(text.trim().slice(0, HELP_QUERY_MAX_LENGTH), QUICK_SEARCH_THROTTLE_MS);
  const { data } = useQuery({
    ...helpSearchQueryOptions(locale, q),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
  return text.trim() === '' ? [] : (data?.list ?? []).slice(0, QUICK_SEARCH_HELP_HITS);
}
