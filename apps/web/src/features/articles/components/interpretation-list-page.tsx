import { useState } from 'react';
import { Result, Table } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { EMPTY_CELL_TEXT, type ArticleKey, type InterpretationSummary } from '@biocloud/contracts';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { useInterpretationList } from '../api/interpretations';
import {
  articleListPath,
  interpretationDetailPath,
  interpretationEditPath,
  NEW_INTERPRETATION_ID,
  NEW_PMID,
} from '../lib/article-links';
import { CutTitleLink } from './cut-title-link';
import { KeyedListFrame, keyedListPagination } from './keyed-list-frame';
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
    <KeyedListFrame
      crumbs={[
        { title: <Link to={articleListPath(locale, parentType)}>{t(`article.keys.${parentType}`)}</Link> },
        { title: t('article.interpretations.title') },
      ]}
      title={t('article.interpretations.titleOf', { key: t(`article.keys.${parentType}`) })}
      action={
        <LinkButton
          type="primary"
          to={`${interpretationEditPath(locale, NEW_PMID, NEW_INTERPRETATION_ID)}?key=${parentType}`}
          data-testid="interpretation-new"
        >
          {t('article.interpretations.write')}
        </LinkButton>
      }
      list={list}
      loadFailedTitle={t('article.interpretations.loadFailed')}
    >
      <Table<InterpretationSummary>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('article.interpretations.empty') }}
        pagination={keyedListPagination(list.data?.total, pageNow, setPageNow)}
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
            render: (value: number | null) => value ?? EMPTY_CELL_TEXT,
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
    </KeyedListFrame>
  );
}
