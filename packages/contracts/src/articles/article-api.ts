import { z } from 'zod';
import { currentPageSchema } from '../api/paging';
import { LOCALES } from '../locale';

const localeSchema = z.enum(LOCALES);

/*
 * Articles (spec 001 §2: article/index, article/list/:key, article/detail/:id): pages written by staff, one locale
 * each, filed under a key (a field of research). An article's detail has a sample panel (what to send for this kind
 * of study, as rich text) and an interpretation panel (the latest literature interpretations of the same key).
 * Bodies are rich text (HTML) the server sanitizes.
 */

/** The keys articles and interpretations are filed under, in their order on the index; names are texts (article.keys.<key>). */
export const ARTICLE_KEYS = ['genome', 'transcriptome', 'epigenome', 'singleCell', 'microbiome'] as const;
export const articleKeySchema = z.enum(ARTICLE_KEYS);
export type ArticleKey = z.infer<typeof articleKeySchema>;

/** Rows per page of the article and interpretation lists: the spec's list page size (001 §9). */
export const ARTICLE_PAGE_SIZE = 10;
/** Interpretations shown in an article's interpretation panel. Not in the spec. */
export const ARTICLE_PANEL_INTERPRETATIONS = 5;
/** Longest article title, summary and rich text (as sent, before sanitizing), in characters. Not in the spec. */
export const ARTICLE_TITLE_MAX_LENGTH = 100;
export const ARTICLE_SUMMARY_MAX_LENGTH = 500;
export const ARTICLE_BODY_MAX_LENGTH = 100_000;

export const articleSummarySchema = z.object({
  id: z.string(),
  key: articleKeySchema,
  title: z.string(),
  summary: z.string(),
  updateTime: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** GET ARTICLES_PATH/index?locale: each key with its count of articles and of interpretations. */
export const articleIndexSchema = z.object({
  list: z.array(z.object({ key: articleKeySchema, articles: z.number(), interpretations: z.number() })),
});
export type ArticleIndex = z.infer<typeof articleIndexSchema>;

/** GET ARTICLES_PATH?locale&key&pageNow: one page of a key's articles, newest first; without key, every key's (staff page). */
export const articleListQuerySchema = z.object({
  locale: localeSchema,
  key: articleKeySchema.optional(),
  pageNow: currentPageSchema,
});
export const articleListSchema = z.object({ list: z.array(articleSummarySchema), total: z.number() });
export type ArticleList = z.infer<typeof articleListSchema>;

export const articleSchema = articleSummarySchema.extend({
  locale: localeSchema,
  body: z.string(),
  /** The sample panel: what to send for such a study. */
  sampleInfo: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

/** Staff write an article (POST creates, PUT /:id replaces). */
export const articleWriteSchema = z.strictObject({
  locale: localeSchema,
  key: articleKeySchema,
  title: z.string().trim().min(1).max(ARTICLE_TITLE_MAX_LENGTH),
  summary: z.string().trim().max(ARTICLE_SUMMARY_MAX_LENGTH),
  body: z.string().max(ARTICLE_BODY_MAX_LENGTH),
  sampleInfo: z.string().max(ARTICLE_BODY_MAX_LENGTH),
});
export type ArticleWrite = z.infer<typeof articleWriteSchema>;

export const ARTICLES_PATH = '/api/v1/articles';
export const ARTICLE_INDEX_PATH = '/api/v1/articles/index';
