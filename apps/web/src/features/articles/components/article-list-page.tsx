import { useState } from 'react';
import { List, Result, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { ArticleKey } from '@biocloud/contracts';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useArticleList } from '../api/articles';
import { articleDetailPath, interpretationListPath } from '../lib/article-links';
import { KeyedListFrame, keyedListPagination } from './keyed-list-frame';
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
    <KeyedListFrame
      crumbs={[{ title: t(`article.keys.${articleKey}`) }]}
      title={t(`article.keys.${articleKey}`)}
      action={<Link to={interpretationListPath(locale, articleKey)}>{t('article.list.toInterpretations')}</Link>}
      list={list}
      loadFailedTitle={t('article.list.loadFailed')}
    >
      <List
        className="articles-list"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('article.list.empty') }}
        pagination={keyedListPagination(list.data?.total, pageNow, setPageNow)}
        renderItem={(article) => (
          <List.Item extra={<Typography.Text type="secondary">{formatDateTime(article.updateTime)}</Typography.Text>}>
            <List.Item.Meta
              title={<Link to={articleDetailPath(locale, article.id)}>{article.title}</Link>}
              description={article.summary}
            />
          </List.Item>
        )}
      />
    </KeyedListFrame>
  );
}
