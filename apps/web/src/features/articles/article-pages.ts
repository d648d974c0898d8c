import type { ComponentType } from 'react';
import { ArticleDetailPage } from './components/article-detail-page';
import { ArticleIndexPage } from './components/article-index-page';
import { ArticleListPage } from './components/article-list-page';
import { ArticleManagePage } from './components/article-manage-page';
import { InterpretationDetailPage } from './components/interpretation-detail-page';
import { InterpretationEditPage } from './components/interpretation-edit-page';
import { InterpretationListPage } from './components/interpretation-list-page';
import type { ArticleRouteName } from './lib/article-links';

/**
 * The page of every article-... route, one lazy chunk for the router: it registers them all with one entry (each
 * byte of the router counts against the first load's budget), and a route added to paths.ts without a page here
 * fails to compile.
 */
export const ARTICLE_PAGES: Record<ArticleRouteName, ComponentType> = {
  'article-index': ArticleIndexPage,
  'article-list': ArticleListPage,
  'article-detail': ArticleDetailPage,
  'article-interpretation-list': InterpretationListPage,
  'article-interpretation-edit': InterpretationEditPage,
  'article-interpretation-detail': InterpretationDetailPage,
  'article-manage': ArticleManagePage,
};
