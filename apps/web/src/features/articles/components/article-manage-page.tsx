import { lazy, Suspense, useState } from 'react';
import { App, Button, Popconfirm, Result, Segmented, Space, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { LOCALES, type ArticleSummary, type ArticleWrite, type Locale } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useIsStaff } from '../../../shared/api/use-is-staff';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { articleDetailQueryOptions, useArticleList, useDeleteArticle } from '../api/articles';
import { articleDetailPath } from '../lib/article-links';
import { keyedListPagination } from './keyed-list-frame';
import './articles.css';

const ArticleEditor = lazy(() => import('./article-editor').then((m) => ({ default: m.ArticleEditor })));

/** Not in the spec: staff list, write and delete articles of either locale here (a plain page until a staff console). */
export function ArticleManagePage() {
  const { t } = useTranslation();
  const isStaff = useIsStaff();
  if (!isStaff) return <Result status="403" title={t('errors.STAFF_ONLY')} />;
  return <ArticleManager />;
}

function ArticleManager() {
  const { t } = useTranslation();
  const pageLocale = useLocale();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const [pageNow, setPageNow] = useState(0);
  const list = useArticleList(locale, undefined, pageNow);
  const remove = useDeleteArticle();
  // undefined: closed; null: a new article; else the article being edited.
  const [editing, setEditing] = useState<(ArticleWrite & { id: string }) | null | undefined>(undefined);

  const onEdit = async (id: string) => {
    try {
      const { article } = await client.fetchQuery(articleDetailQueryOptions(id));
      setEditing({ ...article, id });
    } catch (error) {
      void message.error(errorText(t, error));
    }
  };
  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => void message.success(t('article.manage.deleted')),
      onError: (error) => void message.error(errorText(t, error)),
    });

  return (
    <div className="articles-page">
      <div className="articles-head">
        <Typography.Title level={3}>{t('article.manage.title')}</Typography.Title>
        <Button type="primary" onClick={() => setEditing(null)} data-testid="article-new">
          {t('article.manage.new')}
        </Button>
      </div>
      <Segmented
        value={locale}
        onChange={(value) => {
          setLocale(value);
          setPageNow(0);
        }}
        options={LOCALES.map((l) => ({ value: l, label: t(`article.locales.${l}`) }))}
      />
      {list.isError ? (
        <LoadFailed
          title={t('article.list.loadFailed')}
          error={list.error}
          retryText={t('article.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<ArticleSummary>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          pagination={keyedListPagination(list.data?.total, pageNow, setPageNow)}
          columns={[
            {
              key: 'title',
              title: t('article.fields.title'),
              render: (_, row) => <Link to={articleDetailPath(locale, row.id)}>{row.title}</Link>,
            },
            {
              key: 'key',
              dataIndex: 'key',
              title: t('article.fields.parentType'),
              render: (key: string) => t(`article.keys.${key}`),
            },
            {
              key: 'updateTime',
              dataIndex: 'updateTime',
              title: t('article.manage.updated'),
              render: (value: string) => formatDateTime(value),
            },
            {
              key: 'actions',
              title: t('article.manage.actions'),
              render: (_, row) => (
                <Space>
                  <Button size="small" onClick={() => void onEdit(row.id)}>
                    {t('article.manage.edit')}
                  </Button>
                  <Popconfirm title={t('article.manage.deleteConfirm')} onConfirm={() => onDelete(row.id)}>
                    <Button size="small" danger>
                      {t('article.manage.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      {editing !== undefined && (
        <Suspense fallback={null}>
          <ArticleEditor article={editing ?? undefined} locale={locale} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </div>
  );
}
