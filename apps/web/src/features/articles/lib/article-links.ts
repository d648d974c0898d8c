import type { ArticleKey, Locale } from '@biocloud/contracts';
import { pathTo, type RouteName } from '../../../shared/config/paths';

export type ArticleRouteName = Extract<RouteName, `article-${string}`>;

/** The article pages' addresses (routes article-... in paths.ts). */
export const articleListPath = (locale: Locale, key: ArticleKey) => pathTo(locale, 'article-list', { key });
export const articleDetailPath = (locale: Locale, id: string) => pathTo(locale, 'article-detail', { id });
export const interpretationListPath = (locale: Locale, key: ArticleKey) =>
  pathTo(locale, 'article-interpretation-list', { key });
export const interpretationDetailPath = (locale: Locale, pmid: string, id: string) =>
  pathTo(locale, 'article-interpretation-detail', { pmid, id });
/** A new interpretation is edit/:pmid/new: pmid NEW_PMID when none is known yet. */
export const NEW_INTERPRETATION_ID = 'new';
export const NEW_PMID = '0';
export const interpretationEditPath = (locale: Locale, pmid: string, id: string) =>
  pathTo(locale, 'article-interpretation-edit', { pmid, id });
