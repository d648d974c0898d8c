import { z } from 'zod';
import { LOCALES } from '../locale';

const localeSchema = z.enum(LOCALES);

/*
 * Help centre (spec 001 §2: help, help-detail, help-search, customerService): pages written by staff, one locale
 * each, grouped in categories; their bodies are rich text (HTML) sanitized by the server. Search segments Chinese
 * words, so a two-character word in the middle of a title finds its page.
 */

/** The categories of the help centre, in their order on the page; their names are texts (help.categories.<key>). */
export const HELP_CATEGORIES = ['start', 'data', 'tools', 'jobs', 'projects', 'samples', 'beans', 'account'] as const;
export const helpCategorySchema = z.enum(HELP_CATEGORIES);
export type HelpCategory = z.infer<typeof helpCategorySchema>;

/** Longest help page title and body (the body as sent, before sanitizing), in characters. Not in the spec. */
export const HELP_TITLE_MAX_LENGTH = 100;
export const HELP_BODY_MAX_LENGTH = 100_000;
/** Longest search query; results per search. Not in the spec. */
export const HELP_QUERY_MAX_LENGTH = 100;
export const HELP_SEARCH_LIMIT = 20;

export const helpPageSummarySchema = z.object({
  id: z.string(),
  category: helpCategorySchema,
  title: z.string(),
  updateTime: z.string(),
});
export type HelpPageSummary = z.infer<typeof helpPageSummarySchema>;

export const helpPageSchema = helpPageSummarySchema.extend({ locale: localeSchema, body: z.string() });
export type HelpPage = z.infer<typeof helpPageSchema>;

/** GET /api/v1/help/pages?locale: every page of a locale, by category then order. */
export const helpPagesQuerySchema = z.object({ locale: localeSchema });
export const helpPagesResponseSchema = z.object({ list: z.array(helpPageSummarySchema) });

export const helpSearchQuerySchema = z.object({
  locale: localeSchema,
  q: z.string().trim().min(1).max(HELP_QUERY_MAX_LENGTH),
});
/** A hit: the page, and a piece of its text around the first match (plain text, no markup). */
export const helpSearchHitSchema = helpPageSummarySchema.extend({ snippet: z.string() });
export type HelpSearchHit = z.infer<typeof helpSearchHitSchema>;
export const helpSearchResponseSchema = z.object({ list: z.array(helpSearchHitSchema) });

/** Staff write a page (POST creates, PUT /:id replaces). */
export const helpPageWriteSchema = z.strictObject({
  locale: localeSchema,
  category: helpCategorySchema,
  title: z.string().trim().min(1).max(HELP_TITLE_MAX_LENGTH),
  body: z.string().max(HELP_BODY_MAX_LENGTH),
});
export type HelpPageWrite = z.infer<typeof helpPageWriteSchema>;

export const HELP_PATH = '/api/v1/help/pages';
export const HELP_SEARCH_PATH = '/api/v1/help/search';
