import { useState } from 'react';
import { Breadcrumb, List, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ARTICLE_PAGE_SIZE, type ArticleKey } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useArticleList } from '../api/articles';
import { articleDetailPath, interpretationListPath } from '../lib/article-links';
import { useKeyParam } from './use-key-param';
import './articles.css';

/** Route article/list/:key: the key's articles, newest first, ARTICLE_PAGE_SIZE a page. */
export function ArticleListPage() {
  const { t } = useTranslation();
  const key = useKeyParam();
  if (!key) return <Result status="404" title={t('errors.ARTICLE_NOT_FOUND')} />;
  return <ArticleList key={key} articleKey={key} />;
}

function ArticleList({ articleKey }: { articleKey: ArticleKey }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [pageNow, setPageNow] = useState(0);
  const list = useArticleList(locale, articleKey, pageNow);

  return (
    <div className="articles-page">
      <Breadcrumb
        items={[
          { title: <Link to={pathTo(locale, 'article-index')}>{t('article.index.title')}</Link> },
          { title: t(`article.keys.${articleKey}`) },
        ]}
      />
      <div className="articles-head">
        <Typography.Title level={3}>{t(`article.keys.${articleKey}`)}</Typography.Title>
        <Link to={interpretationListPath(locale, articleKey)}>{t('article.list.toInterpretations')}</Link>
      </div>
      {list.isError ? (
        <LoadFailed
          title={t('article.list.loadFailed')}
          error={list.error}
          retryText={t('article.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <List
          className="articles-list"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: t('article.list.empty') }}
          pagination={{
            current: pageNow + 1,
            pageSize: ARTICLE_PAGE_SIZE,
            total: list.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (page) => setPageNow(page - 1),
          }}
          renderItem={(article) => (
            <List.Item extra={<Typography.Text type="secondary">{formatDateTime(article.updateTime)}</Typography.Text>}>
              <List.Item.Meta
                title={<Link to={articleDetailPath(locale, article.id)}>{article.title}</Link>}
                description={article.summary}
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
