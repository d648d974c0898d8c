import { useState } from 'react';
import { Button, Card, Result, Segmented, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  SUGGESTION_STATES,
  suggestionAttachmentPath,
  SUGGESTIONS_PAGE_SIZE,
  type StaffSuggestion,
} from '@biocloud/contracts';
import { formatBytes } from '../../../shared/format/bytes';
import { formatDateTime } from '../../../shared/format/date';
import { enumField, oneOf, pageField, urlListState } from '../../../shared/lib/url-list-state';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { tableMinWidth } from '../../../shared/ui/table-min-width';
import { useStaffSuggestions } from '../api/staff-suggestions';
import { useIsStaff } from '../hooks/use-is-staff';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { SuggestionAnswerDialog } from './suggestion-answer-dialog';
import './help.css';

const STATE_FILTERS = ['all', ...SUGGESTION_STATES] as const;
type StateFilter = (typeof STATE_FILTERS)[number];

/** The page and the state filter live in the address, so a reload or the way back shows the same rows. */
const listUrl = urlListState<{ page: number; state: StateFilter }>({
  page: pageField,
  state: enumField(oneOf(STATE_FILTERS), 'all'),
});

/** What a suggestion says in full, under its row: the text, the attachments (downloads) and the answer. */
function SuggestionDetail({ suggestion }: { suggestion: StaffSuggestion }) {
  const { t } = useTranslation();
  return (
    <div className="suggestion-detail">
      <Typography.Paragraph className="suggestion-text">
        {suggestion.description || t('help.staff.noDescription')}
      </Typography.Paragraph>
      {suggestion.attachments.length > 0 && (
        <ul className="suggestion-attachments">
          {suggestion.attachments.map((file) => (
            <li key={file.position}>
              <a href={suggestionAttachmentPath(suggestion.id, file.position)} download={file.name}>
                {file.name}
              </a>{' '}
              <Typography.Text type="secondary">{formatBytes(file.size)}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
      {suggestion.answer !== null && (
        <div data-testid="suggestion-answer-text">
          <Typography.Text strong>
            {t('help.staff.answeredAt', { time: formatDateTime(suggestion.answerTime) })}
          </Typography.Text>
          <Typography.Paragraph className="suggestion-text">{suggestion.answer}</Typography.Paragraph>
        </div>
      )}
    </div>
  );
}

/**
 * Staff read every user's suggestions, newest first, a page of SUGGESTIONS_PAGE_SIZE at a time, and answer them
 * (issue 18; a plain page until a staff console). Customers get a refusal without asking the server.
 */
export function StaffSuggestionsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isStaff = useIsStaff();
  const [params, setParams] = useSearchParams();
  const state = listUrl.parse(params);
  const list = useStaffSuggestions(
    { currentPage: state.page - 1, ...(state.state === 'all' ? {} : { state: state.state }) },
    isStaff,
  );
  const [answering, setAnswering] = useState<StaffSuggestion | null>(null);

  if (user.isPending) return <Skeleton active />;
  if (!isStaff) return <Result status="403" title={t('help.staff.staffOnly')} />;

  const update = (patch: Partial<typeof state>) =>
    setParams(listUrl.toParams({ ...state, ...patch }), { replace: true });

  const columns: TableColumnsType<StaffSuggestion> = [
    {
      key: 'title',
      title: t('help.staff.columns.title'),
      minWidth: 180,
      render: (_, row) => <span className="suggestion-title">{row.title}</span>,
    },
    {
      key: 'type',
      title: t('help.staff.columns.type'),
      width: 140,
      responsive: ['md'],
      render: (_, row) => <Tag>{t(`help.feedback.types.${row.type}`)}</Tag>,
    },
    { key: 'user', title: t('help.staff.columns.user'), width: 140, dataIndex: 'username' },
    {
      key: 'time',
      title: t('help.staff.columns.time'),
      width: 170,
      render: (_, row) => formatDateTime(row.createTime),
    },
    {
      key: 'state',
      title: t('help.staff.columns.state'),
      width: 100,
      render: (_, row) => (
        <Tag color={row.state === 'new' ? 'blue' : 'green'} data-testid="suggestion-state">
          {t(`help.staff.states.${row.state}`)}
        </Tag>
      ),
    },
    {
      key: 'action',
      title: t('help.staff.columns.action'),
      width: 90,
      render: (_, row) =>
        row.state === 'new' && (
          <Button size="small" onClick={() => setAnswering(row)} data-testid="suggestion-answer-open">
            {t('help.staff.answerButton')}
          </Button>
        ),
    },
  ];

  return (
    <Card className="page-card suggestion-page" variant="borderless" data-testid="staff-suggestions">
      <div className="suggestion-toolbar">
        <Typography.Title level={4}>{t('help.staff.title')}</Typography.Title>
        <Segmented<StateFilter>
          value={state.state}
          onChange={(value) => update({ state: value, page: 1 })}
          options={STATE_FILTERS.map((value) => ({ value, label: t(`help.staff.states.${value}`) }))}
        />
      </div>
      {list.isError && !list.data ? (
        <LoadFailed
          title={t('help.staff.loadFailed')}
          error={list.error}
          retryText={t('help.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<StaffSuggestion>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          locale={{ emptyText: t('help.staff.none') }}
          expandable={{ expandedRowRender: (row) => <SuggestionDetail suggestion={row} /> }}
          scroll={{ x: tableMinWidth(columns) }}
          onChange={(pagination, _filters, _sorter, extra) => {
            if (extra.action === 'paginate') update({ page: pagination.current ?? 1 });
          }}
          pagination={{
            current: state.page,
            pageSize: SUGGESTIONS_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('help.staff.total', { count: total }),
          }}
        />
      )}
      {answering && <SuggestionAnswerDialog suggestion={answering} onClose={() => setAnswering(null)} />}
    </Card>
  );
}
