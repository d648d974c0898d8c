import {
  Button,
  Card,
  DatePicker,
  Empty,
  Select,
  Statistic,
  Table,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import dayjs from 'dayjs';
import { beanKindSchema, type BeanKind, type BeanMovement, type BeanMovementsQuery } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { tableMinWidth } from '../../../shared/ui/table-min-width';
import { useBeanMovements } from '../api/beans';
import '../beans.css';

const PAGE_SIZE = 20;
const ALL = 'all';

/** The list's state in the address (page, kind, month), so a link or a reload shows the same page. */
function queryOf(params: URLSearchParams): BeanMovementsQuery {
  const kind = beanKindSchema.safeParse(params.get('kind'));
  const month = params.get('month');
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
    ...(kind.success && { kind: kind.data }),
    ...(month && /^\d{4}-\d{2}$/.test(month) && { month }),
  };
}

/** Spec 001 §2 bean/detail: the wallet (available, held) and its movements, filtered by kind and month, paged. */
export function BeanDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const list = useBeanMovements(query);

  const update = (patch: Partial<Record<'page' | 'kind' | 'month', string | null>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };

  const about = (row: BeanMovement) => {
    if (row.refType === 'task' && row.refId) {
      return (
        <Link to={pathTo(locale, 'myjob-task-detail', { jobId: row.refId })} data-testid="bean-job-link">
          {t('beans.detail.job')}
        </Link>
      );
    }
    if (row.refType === 'project' && row.refId) {
      return (
        <Link to={pathTo(locale, 'project-detail', { id: row.refId, name: row.reason || row.refId })}>
          {row.reason || t('beans.detail.project')}
        </Link>
      );
    }
    return row.reason ? <Typography.Text type="secondary">{row.reason}</Typography.Text> : null;
  };

  const columns: TableColumnsType<BeanMovement> = [
    { key: 'date', title: t('beans.detail.date'), width: 170, render: (_, row) => formatDateTime(row.at) },
    { key: 'kind', title: t('beans.detail.kind'), width: 140, render: (_, row) => t(`beans.kinds.${row.kind}`) },
    {
      key: 'amount',
      title: t('beans.detail.amount'),
      width: 110,
      align: 'right',
      render: (_, row) =>
        row.change === 0 ? (
          <span>{row.amount.toLocaleString(locale)}</span>
        ) : (
          <span className={row.change > 0 ? 'bean-change-in' : 'bean-change-out'} data-testid="bean-change">
            {row.change > 0
              ? t('beans.detail.gained', { amount: row.change.toLocaleString(locale) })
              : row.change.toLocaleString(locale)}
          </span>
        ),
    },
    {
      key: 'after',
      title: t('beans.detail.balanceAfter'),
      width: 120,
      align: 'right',
      responsive: ['sm'],
      render: (_, row) => row.availableAfter.toLocaleString(locale),
    },
    { key: 'about', title: t('beans.detail.about'), minWidth: 100, render: (_, row) => about(row) },
  ];

  if (list.isError && !list.data) {
    return (
      <Card className="page-card" variant="borderless">
        <LoadFailed
          title={t('beans.detail.loadFailed')}
          error={list.error}
          retryText={t('beans.detail.retry')}
          onRetry={() => void list.refetch()}
        />
      </Card>
    );
  }

  const filtered = query.kind !== undefined || query.month !== undefined;
  const empty = filtered ? (
    <Empty description={t('beans.detail.emptyFiltered')}>
      <Button onClick={() => update({ kind: null, month: null })}>{t('beans.detail.showAll')}</Button>
    </Empty>
  ) : (
    <Empty description={t('beans.detail.empty')} />
  );

  return (
    <Card className="page-card" variant="borderless" title={t('beans.detail.title')}>
      <div className="bean-wallet">
        <Statistic
          title={t('beans.detail.available')}
          value={list.data?.wallet.available ?? '-'}
          valueRender={(node) => <span data-testid="bean-available">{node}</span>}
        />
        <Tooltip title={t('beans.detail.heldHelp')}>
          <Statistic
            title={t('beans.detail.held')}
            value={list.data?.wallet.held ?? '-'}
            valueRender={(node) => <span data-testid="bean-held">{node}</span>}
          />
        </Tooltip>
        <Link to={pathTo(locale, 'bean-instroduction')}>{t('beans.detail.howTo')}</Link>
      </div>
      <div className="bean-toolbar">
        <Select<string>
          className="bean-kind-filter"
          aria-label={t('beans.detail.kind')}
          data-testid="bean-kind-filter"
          value={query.kind ?? ALL}
          onChange={(kind) => update({ kind: kind === ALL ? null : kind })}
          options={[
            { value: ALL, label: t('beans.detail.allKinds') },
            ...beanKindSchema.options.map((kind: BeanKind) => ({ value: kind, label: t(`beans.kinds.${kind}`) })),
          ]}
        />
        <DatePicker
          picker="month"
          aria-label={t('beans.detail.month')}
          placeholder={t('beans.detail.month')}
          value={query.month ? dayjs(`${query.month}-01`) : null}
          onChange={(value) => update({ month: value ? value.format('YYYY-MM') : null })}
        />
      </div>
      <Table<BeanMovement>
        rowKey="id"
        size="middle"
        data-testid="bean-movements"
        columns={columns}
        dataSource={list.data?.movements ?? []}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        locale={{ emptyText: list.isPending ? <span /> : empty }}
        scroll={{ x: tableMinWidth(columns) }}
        onChange={(pagination, _filters, _sorter, extra) => {
          if (extra.action === 'paginate') update({ page: String(pagination.current ?? 1) });
        }}
        pagination={{ current: query.page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, showSizeChanger: false }}
      />
    </Card>
  );
}
