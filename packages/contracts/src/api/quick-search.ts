import { z } from 'zod';
import { PAGE_SIZES } from '../limits';

/** What the header's quick search finds of the caller's own rows, besides the console's pages. */
export const QUICK_SEARCH_KINDS = ['project', 'file', 'task', 'workflow'] as const;
export type QuickSearchKind = (typeof QUICK_SEARCH_KINDS)[number];

/** Longest term searched: names are shorter than this, and a longer term matches nothing a user types to find. */
export const QUICK_SEARCH_TERM_MAX = 100;

/** GET /api/v1/search/suggestions (spec 001 §7 suggestions: term, limitSize 10). */
export const quickSearchQuerySchema = z.object({
  term: z.string().trim().min(1).max(QUICK_SEARCH_TERM_MAX),
  limitSize: z.coerce.number().int().min(1).max(PAGE_SIZES.suggestions).default(PAGE_SIZES.suggestions),
});
export type QuickSearchQuery = z.infer<typeof quickSearchQuerySchema>;

export const quickSearchHitSchema = z.object({
  kind: z.enum(QUICK_SEARCH_KINDS),
  id: z.string(),
  name: z.string(),
  /** A file's folder (the hit opens there, searched for its name). */
  folderUuid: z.string().optional(),
});
export type QuickSearchHit = z.infer<typeof quickSearchHitSchema>;

export const quickSearchResponseSchema = z.object({ items: z.array(quickSearchHitSchema) });
export type QuickSearchResponse = z.infer<typeof quickSearchResponseSchema>;
