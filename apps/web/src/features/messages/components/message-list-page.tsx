import { useEffect, useState } from 'react';
import {
  App,
  Badge,
  Button,
  Card,
  Empty,
  Popconfirm,
  Segmented,
  Select,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Message } from '@biocloud/contracts';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { errorText } from '../../../shared/api/error-text';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { tableMinWidth } from '../../../shared/ui/table-min-width';
import { useDeleteMessages } from '../api/delete-messages';
import { useListMessages } from '../api/list-messages';
import { useMarkMessagesRead } from '../api/mark-messages-read';
import {
  MESSAGE_PAGE_SIZE,
  messageListStateToParams,
  parseMessageListState,
  toMessageListQuery,
  type MessageListState,
} from '../lib/list-state';
import { messageDetailPath, messageLinkPath } from '../lib/message-route';
import { messageKindName } from './message-kind-name';
import '../messages.css';

const ALL = 'all';
const READ_FILTERS = ['all', 'unread', 'read'] as const;

/** Spec 001 §2 message/list: multi-select, delete, mark all read, filters by read state and kind, pages. */
export function MessageListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const state = parseMessageListState(params);
  const list = useListMessages(locale, toMessageListQuery(state));
  const markRead = useMarkMessagesRead();
  const remove = useDeleteMessages();
  const user = useCurrentUser().data;
  const isStaff = user !== undefined && user.role !== 'customer';
  const [selected, setSelected] = useState<string[]>([]);

  const update = (patch: Partial<MessageListState>) => {
    setSelected([]);
    setParams(messageListStateToParams({ ...state, ...patch }), { replace: true });
  };
  const lastPage = Math.max(list.data?.totalPages ?? 0, 1);
  const beyondEnd = list.data !== undefined && !list.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (beyondEnd) setParams(messageListStateToParams({ ...state, page: lastPage }), { replace: true });
  });

  const fail = (error: unknown) => void message.error(errorText(t, error));
  const markAllRead = () =>
    markRead.mutate(undefined, {
      onSuccess: ({ read }) => void message.success(t('message.list.markedRead', { count: read })),
      onError: fail,
    });
  const markSelectedRead = () =>
    markRead.mutate(selected, {
      onSuccess: ({ read }) => {
        setSelected([]);
        void message.success(t('message.list.markedRead', { count: read }));
      },
      onError: fail,
    });
  const deleteSelected = () =>
    remove.mutate(
      { ids: selected },
      {
        onSuccess: ({ deleted }) => {
          setSelected([]);
          void message.success(t('message.list.deleted', { count: deleted }));
        },
        onError: fail,
      },
    );

  const columns: TableColumnsType<Message> = [
    {
      key: 'title',
      title: t('message.list.title'),
      minWidth: 240,
      render: (_, row) => (
        <span className={`message-title-cell${row.readFlag ? '' : ' unread'}`}>
          {!row.readFlag && <Badge status="processing" aria-label={t('message.list.unread')} />}
          <Link to={messageDetailPath(locale, row.id)} data-testid="message-title">
            {row.title}
          </Link>
        </span>
      ),
    },
    {
      key: 'kind',
      title: t('message.list.kindFilter'),
      width: 150,
      // On a phone the title, time and link are what counts.
      responsive: ['md'],
      render: (_, row) => <Typography.Text type="secondary">{messageKindName(t, row.kind)}</Typography.Text>,
    },
    {
      key: 'time',
      title: t('message.list.time'),
      width: 170,
      render: (_, row) => formatDateTime(row.createTime),
    },
    {
      key: 'about',
      title: t('message.list.about'),
      width: 120,
      render: (_, row) =>
        row.link ? <Link to={messageLinkPath(locale, row.link)}>{t(`message.target.${row.link.target}`)}</Link> : null,
    },
  ];

  if (list.isError && !list.data) {
    return (
      <Card className="page-card" variant="borderless">
        <LoadFailed
          title={t('message.list.loadFailed')}
          error={list.error}
          retryText={t('message.list.retry')}
          onRetry={() => void list.refetch()}
        />
      </Card>
    );
  }

  const filtered = state.readFlag !== 'all' || state.kind !== null;
  const empty = filtered ? (
    <Empty description={t('message.list.emptyFiltered')}>
      <Button onClick={() => update({ readFlag: 'all', kind: null, page: 1 })}>{t('message.list.showAll')}</Button>
    </Empty>
  ) : (
    <Empty description={t('message.list.empty')} />
  );
  const unreadCount = list.data?.unreadCount ?? 0;

  return (
    <Card className="page-card message-page" variant="borderless">
      <div className="message-toolbar">
        <Segmented<MessageListState['readFlag']>
          aria-label={t('message.list.readFilter')}
          data-testid="message-read-filter"
          value={state.readFlag}
          onChange={(readFlag) => update({ readFlag, page: 1 })}
          options={READ_FILTERS.map((value) => ({ value, label: t(`message.list.readFlag.${value}`) }))}
        />
        <Select<string>
          className="message-kind-filter"
          data-testid="message-kind-filter"
          aria-label={t('message.list.kindFilter')}
          value={state.kind ?? ALL}
          onChange={(kind) => update({ kind: kind === ALL ? null : kind, page: 1 })}
          options={[
            { value: ALL, label: t('message.list.allKinds') },
            ...(list.data?.kinds ?? []).map((kind) => ({ value: kind, label: messageKindName(t, kind) })),
          ]}
        />
        <Button onClick={markAllRead} disabled={unreadCount === 0} loading={markRead.isPending && !selected.length}>
          {t('message.list.markAllRead')}
        </Button>
        <Button onClick={markSelectedRead} disabled={selected.length === 0}>
          {t('message.list.markSelectedRead')}
        </Button>
        <Popconfirm
          title={t('message.list.deleteConfirm', { count: selected.length })}
          onConfirm={deleteSelected}
          disabled={selected.length === 0}
        >
          <Button danger disabled={selected.length === 0} loading={remove.isPending} data-testid="message-delete">
            {t('message.list.deleteSelected')}
          </Button>
        </Popconfirm>
        {isStaff && (
          <LinkButton type="link" to={pathTo(locale, 'message-announce')}>
            {t('message.list.announce')}
          </LinkButton>
        )}
      </div>
      {list.data && (
        <Typography.Text type="secondary" data-testid="message-total">
          {selected.length > 0
            ? t('message.list.selected', { count: selected.length })
            : t('message.list.total', { count: list.data.total, unread: unreadCount })}
        </Typography.Text>
      )}
      <Table<Message>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        locale={{ emptyText: list.isPending ? <span /> : empty }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        scroll={{ x: tableMinWidth(columns) }}
        onChange={(pagination, _filters, _sorter, extra) => {
          if (extra.action === 'paginate') update({ page: pagination.current ?? 1 });
        }}
        pagination={{
          current: state.page,
          pageSize: MESSAGE_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
        }}
      />
    </Card>
  );
}
