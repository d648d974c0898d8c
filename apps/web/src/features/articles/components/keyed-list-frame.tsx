import type { ReactNode } from 'react';
import { Breadcrumb, Typography, type BreadcrumbProps, type PaginationProps } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { ARTICLE_PAGE_SIZE } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LoadFailed } from '../../../shared/ui/load-failed';

interface KeyedListFrameProps {
  /** The crumbs after the article index's, which always leads. */
  crumbs: NonNullable<BreadcrumbProps['items']>;
  title: ReactNode;
  /** Beside the title: the link or button to the key's other list. */
  action: ReactNode;
  list: { isError: boolean; error: unknown; refetch: () => unknown };
  loadFailedTitle: string;
  children: ReactNode;
}

/** A key's list page (its articles, its interpretations): crumbs from the index, the title with its action, the list. */
export function KeyedListFrame({ crumbs, title, action, list, loadFailedTitle, children }: KeyedListFrameProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="articles-page">
      <Breadcrumb
        items={[{ title: <Link to={pathTo(locale, 'article-index')}>{t('article.index.title')}</Link> }, ...crumbs]}
      />
      <div className="articles-head">
        <Typography.Title level={3}>{title}</Typography.Title>
        {action}
      </div>
      {list.isError ? (
        <LoadFailed
          title={loadFailedTitle}
          error={list.error}
          retryText={t('article.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        children
      )}
    </div>
  );
}

/** The lists' pages: the server counts them from 0, ARTICLE_PAGE_SIZE each, no size changer. */
export function keyedListPagination(
  total: number | undefined,
  pageNow: number,
  setPageNow: (page: number) => void,
): PaginationProps {
  return {
    current: pageNow + 1,
    pageSize: ARTICLE_PAGE_SIZE,
    total: total ?? 0,
    hideOnSinglePage: true,
    showSizeChanger: false,
    onChange: (page) => setPageNow(page - 1),
  };
}
