import { useEffect } from 'react';
import {
  Button,
  Card,
  DatePicker,
  Empty,
  Input,
  Table,
  Tooltip,
  Typography,
  type TableColumnsType,
  type TableProps,
} from 'antd';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  COMPUTE_JOB_STATUS_TEXT_KEYS,
  COMPUTE_JOB_STATUSES,
  EMPTY_CELL_TEXT,
  PAGE_SIZES,
  computeEndTimeListCell,
  computeJobActions,
  computeJobStatusSchema,
  truncateJobName,
  type ComputeJob,
} from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { formatBytes } from '../../../shared/format/bytes';
import { DATE_TIME_FORMAT, formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { tableMinWidth } from '../../../shared/ui/table-min-width';
import { EmailNoticeSwitch } from '../../../shared/ui/email-notice-switch';
import { useWorkflowList } from '../api/list-workflows';
import { useLiveWorkflows } from '../hooks/use-live-workflows';
import { useWorkflowActions } from '../hooks/use-workflow-actions';
import {
  DEFAULT_COMPUTE_LIST_STATE,
  computeListStateToParams,
  parseComputeListState,
  toWorkflowListRequest,
  type ComputeListState,
} from '../lib/list-state';
import { ComputeActions } from './compute-actions';
import { JobStatusBadge } from '../../../shared/jobs/job-status-badge';
import { computeJobPath } from '../../../shared/jobs/compute-job-path';
import { JOB_LIST_WIDTHS_PX, iconActionsWidth, mostActions } from '../../../shared/jobs/job-list-widths';
import { ProjectLink } from './project-link';
import '../../../shared/ui/job-pages.css';
import '../workflows.css';

/** Compute job list (spec 000 §2, §4): page size 10, status filter in the header, created time sort, live status. */
export function ComputeListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const state = parseComputeListState(params);
  const list = useWorkflowList(locale, toWorkflowListRequest(state));
  useLiveWorkflows();

  const update = (patch: Partial<ComputeListState>) =>
    setParams(computeListStateToParams({ ...state, ...patch }), { replace: true });
  // Spec 000 §4: after a delete the list returns to the first page (other actions reload it where it is).
  const actions = useWorkflowActions(() => update({ page: 1 }));

  const totalPages = list.data?.totalPages ?? 0;
  // A page beyond the end (its last rows were deleted elsewhere) goes to the new last page.
  const lastPage = Math.max(totalPages, 1);
  const beyondEnd = list.data !== undefined && !list.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (beyondEnd) setParams(computeListStateToParams({ ...state, page: lastPage }), { replace: true });
  });

  const columns: TableColumnsType<ComputeJob> = [
    {
      key: 'jobName',
      title: t('compute.list.jobName'),
      // Spec 000 §9 sets the width of name columns; a cut name (20 characters) fits on one line.
      width: JOB_LIST_WIDTHS_PX.name,
      render: (_, job) => (
        <Tooltip title={job.jobName}>
          <Link className="compute-name" to={computeJobPath(locale, job.id, job.status)}>
            {truncateJobName(job.jobName)}
          </Link>
        </Tooltip>
      ),
    },
    {
      key: 'app',
      title: t('compute.list.app'),
      dataIndex: 'softName',
      minWidth: JOB_LIST_WIDTHS_PX.text,
      ellipsis: true,
    },
    {
      key: 'project',
      title: t('compute.list.project'),
      minWidth: JOB_LIST_WIDTHS_PX.text,
      ellipsis: true,
      render: (_, job) => <ProjectLink job={job} />,
    },
    {
      key: 'createTime',
      title: t('compute.list.createTime'),
      width: JOB_LIST_WIDTHS_PX.date,
      sorter: true,
      sortOrder: state.sortType === 'asc' ? 'ascend' : 'descend',
      // Sorting is one column with a default order: it toggles between the two, never to unsorted.
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (_, job) => formatDateTime(job.createTime),
    },
    {
      key: 'endTime',
      title: t('compute.list.endTime'),
      width: JOB_LIST_WIDTHS_PX.date,
      render: (_, job) => formatDateTime(computeEndTimeListCell(job.status, job.endTime)),
    },
    {
      key: 'dataSize',
      title: t('compute.list.dataSize'),
      width: JOB_LIST_WIDTHS_PX.dataSize,
      // Below the xxl breakpoint (1600 px) the size gives way to name, dates and status; the job page shows it.
      responsive: ['xxl'],
      render: (_, job) => (job.pushDataSize === null ? EMPTY_CELL_TEXT : formatBytes(job.pushDataSize)),
    },
    {
      key: 'status',
      title: t('compute.list.status'),
      width: JOB_LIST_WIDTHS_PX.status,
      filters: COMPUTE_JOB_STATUSES.map((status) => ({ value: status, text: t(COMPUTE_JOB_STATUS_TEXT_KEYS[status]) })),
      filteredValue: state.statuses,
      render: (_, job) => <JobStatusBadge status={job.status} />,
    },
    {
      key: 'actions',
      title: t('compute.list.actions'),
      width: iconActionsWidth(mostActions(COMPUTE_JOB_STATUSES, computeJobActions)),
      // On a narrow screen the table scrolls sideways; the actions stay in view.
      fixed: 'right',
      render: (_, job) => <ComputeActions job={job} size="small" onAction={actions.act} pending={actions.pending} />,
    },
  ];

  const onTableChange: TableProps<ComputeJob>['onChange'] = (pagination, filters, sorter, extra) => {
    if (extra.action === 'paginate') return update({ page: pagination.current ?? 1 });
    if (extra.action === 'filter') {
      const statuses = (filters.status ?? []).flatMap((s) => computeJobStatusSchema.safeParse(s).data ?? []);
      return update({ statuses, page: 1 });
    }
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    update({ page: 1, sortType: one?.order === 'ascend' ? 'asc' : 'desc' });
  };

  if (list.isError && !list.data) {
    return (
      <Card className="page-card" variant="borderless">
        <LoadFailed
          title={t('compute.list.loadFailed')}
          error={list.error}
          retryText={t('compute.list.retry')}
          onRetry={() => void list.refetch()}
        />
      </Card>
    );
  }

  const filtered = state.statuses.length > 0 || state.name !== '' || state.from !== null || state.to !== null;
  const empty = filtered ? (
    <Empty description={t('compute.list.emptyFiltered')}>
      <Button onClick={() => update({ ...DEFAULT_COMPUTE_LIST_STATE, sortType: state.sortType })}>
        {t('compute.list.showAll')}
      </Button>
    </Empty>
  ) : (
    <Empty description={t('compute.list.empty')}>
      <LinkButton type="primary" to={pathTo(locale, 'software-medical-list')}>
        {t('compute.list.openApps')}
      </LinkButton>
    </Empty>
  );

  return (
    <Card className="page-card job-page compute-list-page" variant="borderless">
      <div className="job-toolbar">
        <Input.Search
          // A new address (a link, the reset) shows its own name.
          key={state.name}
          className="compute-search"
          data-testid="compute-search"
          allowClear
          defaultValue={state.name}
          placeholder={t('compute.list.searchPlaceholder')}
          aria-label={t('compute.list.searchPlaceholder')}
          onSearch={(value) => update({ name: value.trim(), page: 1 })}
        />
        <DatePicker.RangePicker
          showTime
          format={DATE_TIME_FORMAT}
          className="compute-range"
          data-testid="compute-range"
          placeholder={[t('compute.list.submittedFrom'), t('compute.list.submittedTo')]}
          allowEmpty={[true, true]}
          value={[state.from ? dayjs(state.from) : null, state.to ? dayjs(state.to) : null]}
          onChange={(range) =>
            update({
              from: range?.[0]?.toISOString() ?? null,
              to: range?.[1]?.toISOString() ?? null,
              page: 1,
            })
          }
        />
        {list.data && (
          <Typography.Text type="secondary" className="compute-total" data-testid="compute-total">
            {t('compute.list.total', { count: list.data.totalElements })}
          </Typography.Text>
        )}
        <EmailNoticeSwitch />
      </div>
      <Table<ComputeJob>
        className="compute-table"
        data-testid="compute-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.jobList ?? []}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        locale={{ emptyText: list.isPending ? <span /> : empty }}
        onChange={onTableChange}
        scroll={{ x: tableMinWidth(columns) }}
        pagination={
          list.data?.NoDataPageHidden
            ? false
            : {
                current: state.page,
                pageSize: PAGE_SIZES.computeJobs,
                total: list.data?.totalElements ?? 0,
                showSizeChanger: false,
              }
        }
      />
    </Card>
  );
}
