// The article area's pages, one lazy chunk for the router (one import in the shell's entry, not one per route).
export { ArticleIndexPage } from './components/article-index-page';
export { ArticleListPage } from './components/article-list-page';
export { ArticleDetailPage } from './components/article-detail-page';
export { InterpretationListPage } from './components/interpretation-list-page';
export { InterpretationDetailPage } from './components/interpretation-detail-page';
export { InterpretationEditPage } from './components/interpretation-edit-page';
export { ArticleManagePage } from './components/article-manage-page';
