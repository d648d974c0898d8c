import { useState } from 'react';
import { Breadcrumb, Result, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ARTICLE_PAGE_SIZE, type ArticleKey, type InterpretationSummary } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useInterpretationList } from '../api/interpretations';
import {
  articleListPath,
  interpretationDetailPath,
  interpretationEditPath,
  NEW_INTERPRETATION_ID,
  NEW_PMID,
} from '../lib/article-links';
import { CutTitleLink } from './cut-title-link';
import { useKeyParam } from './use-key-param';
import './articles.css';

/** Route article/interpretation/list/:key: a key's interpretations, newest first, titles cut (spec 001 §3). */
export function InterpretationListPage() {
  const { t } = useTranslation();
  const key = useKeyParam();
  if (!key) return <Result status="404" title={t('errors.INTERPRETATION_NOT_FOUND')} />;
  return <InterpretationList key={key} parentType={key} />;
}

function InterpretationList({ parentType }: { parentType: ArticleKey }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [pageNow, setPageNow] = useState(0);
  const list = useInterpretationList(locale, parentType, pageNow);

  return (
    <div className="articles-page">
      <Breadcrumb
        items={[
          { title: <Link to={pathTo(locale, 'article-index')}>{t('article.index.title')}</Link> },
          { title: <Link to={articleListPath(locale, parentType)}>{t(`article.keys.${parentType}`)}</Link> },
          { title: t('article.interpretations.title') },
        ]}
      />
      <div className="articles-head">
        <Typography.Title level={3}>
          {t('article.interpretations.titleOf', { key: t(`article.keys.${parentType}`) })}
        </Typography.Title>
        <LinkButton
          type="primary"
          to={`${interpretationEditPath(locale, NEW_PMID, NEW_INTERPRETATION_ID)}?key=${parentType}`}
          data-testid="interpretation-new"
        >
          {t('article.interpretations.write')}
        </LinkButton>
      </div>
      {list.isError ? (
        <LoadFailed
          title={t('article.interpretations.loadFailed')}
          error={list.error}
          retryText={t('article.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<InterpretationSummary>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('article.interpretations.empty') }}
          pagination={{
            current: pageNow + 1,
            pageSize: ARTICLE_PAGE_SIZE,
            total: list.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (page) => setPageNow(page - 1),
          }}
          columns={[
            {
              key: 'title',
              title: t('article.fields.title'),
              render: (_, row) => (
                <CutTitleLink title={row.title} to={interpretationDetailPath(locale, row.pmid, row.id)} />
              ),
            },
            { key: 'magazineName', dataIndex: 'magazineName', title: t('article.fields.magazineName') },
            {
              key: 'impactFactor',
              dataIndex: 'impactFactor',
              title: t('article.fields.impactFactor'),
              render: (value: number | null) => value ?? '-',
            },
            {
              key: 'type',
              dataIndex: 'type',
              title: t('article.fields.type'),
              render: (value: string) => t(`article.types.${value}`),
            },
            { key: 'pmid', dataIndex: 'pmid', title: t('article.fields.pmid') },
            {
              key: 'createTime',
              dataIndex: 'createTime',
              title: t('article.fields.createTime'),
              render: (value: string) => formatDateTime(value),
            },
          ]}
        />
      )}
    </div>
  );
}
