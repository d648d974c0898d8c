import { useEffect } from 'react';
import { Button, Card, Empty, Select, Table, Tooltip, Typography, type TableColumnsType, type TableProps } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  PAGE_SIZES,
  TASK_JOB_STATUSES,
  TASK_JOB_STATUS_TEXT_KEYS,
  taskJobActions,
  truncateJobName,
  type TaskJob,
  type TaskJobStatus,
} from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { tableMinWidth } from '../../../shared/ui/table-min-width';
import { useListTasks } from '../api/list-tasks';
import { useLiveTasks } from '../hooks/use-live-tasks';
import { useTaskActions } from '../hooks/use-task-actions';
import {
  DEFAULT_TASK_LIST_STATE,
  parseTaskListState,
  taskListStateToParams,
  toTaskListRequest,
  type TaskListState,
  type TaskSortName,
} from '../lib/list-state';
import { TaskActions } from './task-actions';
import { JobStatusBadge } from '../../../shared/jobs/job-status-badge';
import { JOB_LIST_WIDTHS_PX, iconActionsWidth, mostActions } from '../../../shared/jobs/job-list-widths';
import { RunTime } from '../../../shared/jobs/run-time';
import '../../../shared/ui/job-pages.css';
import '../tasks.css';

const ALL = 'all';
const SORTABLE: readonly TaskSortName[] = ['jobName', 'createTime', 'endTime', 'needTime', 'status'];
const isSortable = (key: unknown): key is TaskSortName => SORTABLE.includes(key as TaskSortName);

/** Task job list (spec 000 §2, §4): page size 10, status filter, sort, actions by status, live status. */
export function TaskListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const state = parseTaskListState(params);
  const list = useListTasks(locale, toTaskListRequest(state));
  useLiveTasks();

  const update = (patch: Partial<TaskListState>) =>
    setParams(taskListStateToParams({ ...state, ...patch }), { replace: true });
  // Spec: after delete the list returns to the first page.
  const actions = useTaskActions(() => update({ page: 1 }));

  const jobs = list.data?.jobList ?? [];
  const totalPages = list.data?.totalPages ?? 0;
  // A page beyond the end (the last row of the last page was deleted elsewhere) goes to the new last page.
  const lastPage = Math.max(totalPages, 1);
  const beyondEnd = list.data !== undefined && !list.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (beyondEnd) setParams(taskListStateToParams({ ...state, page: lastPage }), { replace: true });
  });

  const sortOrder = (key: TaskSortName) =>
    state.sortName === key ? (state.sortType === 'asc' ? 'ascend' : 'descend') : null;

  const columns: TableColumnsType<TaskJob> = [
    {
      key: 'jobName',
      title: t('myjob.list.jobName'),
      // Spec 000 §9 sets the width of name columns; a cut name (20 characters) fits on one line.
      width: JOB_LIST_WIDTHS_PX.name,
      sorter: true,
      sortOrder: sortOrder('jobName'),
      render: (_, job) => (
        <Tooltip title={job.jobName}>
          <Link className="task-name" to={pathTo(locale, 'myjob-task-detail-params', { jobId: job.id })}>
            {truncateJobName(job.jobName)}
          </Link>
        </Tooltip>
      ),
    },
    {
      key: 'tool',
      title: t('myjob.list.tool'),
      dataIndex: 'softName',
      minWidth: JOB_LIST_WIDTHS_PX.text,
      ellipsis: true,
    },
    {
      key: 'createTime',
      title: t('myjob.list.createTime'),
      width: JOB_LIST_WIDTHS_PX.date,
      sorter: true,
      sortOrder: sortOrder('createTime'),
      render: (_, job) => formatDateTime(job.createTime),
    },
    {
      key: 'endTime',
      title: t('myjob.list.endTime'),
      width: JOB_LIST_WIDTHS_PX.date,
      sorter: true,
      sortOrder: sortOrder('endTime'),
      render: (_, job) => formatDateTime(job.endTime),
    },
    {
      key: 'needTime',
      title: t('myjob.list.needTime'),
      width: JOB_LIST_WIDTHS_PX.runTime,
      sorter: true,
      sortOrder: sortOrder('needTime'),
      render: (_, job) => (
        <RunTime needTime={job.needTime} startTime={job.startTime} running={job.status === 'running'} />
      ),
    },
    {
      key: 'status',
      title: t('myjob.list.status'),
      width: JOB_LIST_WIDTHS_PX.status,
      sorter: true,
      sortOrder: sortOrder('status'),
      render: (_, job) => <JobStatusBadge status={job.status} />,
    },
    {
      key: 'actions',
      title: t('myjob.list.actions'),
      // The status actions and re-run.
      width: iconActionsWidth(mostActions(TASK_JOB_STATUSES, taskJobActions) + 1),
      // On a narrow screen the table scrolls sideways; the actions stay in view.
      fixed: 'right',
      render: (_, job) => <TaskActions job={job} size="small" onAction={actions.act} pending={actions.pending} />,
    },
  ];

  const onTableChange: TableProps<TaskJob>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') return update({ page: pagination.current ?? 1 });
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    // Clearing a sort goes back to the default order rather than to an unsorted list.
    if (!one?.order || !isSortable(one.columnKey)) {
      return update({
        page: 1,
        sortName: DEFAULT_TASK_LIST_STATE.sortName,
        sortType: DEFAULT_TASK_LIST_STATE.sortType,
      });
    }
    update({ page: 1, sortName: one.columnKey, sortType: one.order === 'ascend' ? 'asc' : 'desc' });
  };

  if (list.isError && !list.data) {
    return (
      <Card className="page-card" variant="borderless">
        <LoadFailed
          title={t('myjob.list.loadFailed')}
          error={list.error}
          retryText={t('myjob.list.retry')}
          onRetry={() => void list.refetch()}
        />
      </Card>
    );
  }

  const empty = state.status ? (
    <Empty description={t('myjob.list.emptyFiltered')}>
      <Button onClick={() => update({ status: null, page: 1 })}>{t('myjob.list.showAll')}</Button>
    </Empty>
  ) : (
    <Empty description={t('myjob.list.empty')}>
      <LinkButton type="primary" to={pathTo(locale, 'software-tools-list')}>
        {t('myjob.list.openTools')}
      </LinkButton>
    </Empty>
  );

  return (
    <Card className="page-card job-page task-list-page" variant="borderless">
      <div className="job-toolbar">
        <Select<TaskJobStatus | typeof ALL>
          className="task-status-filter"
          data-testid="task-status-filter"
          aria-label={t('myjob.list.statusLabel')}
          value={state.status ?? ALL}
          onChange={(value) => update({ status: value === ALL ? null : value, page: 1 })}
          options={[
            { value: ALL, label: t('myjob.list.allStatuses') },
            ...TASK_JOB_STATUSES.map((status) => ({ value: status, label: t(TASK_JOB_STATUS_TEXT_KEYS[status]) })),
          ]}
        />
        {list.data && (
          <Typography.Text type="secondary" data-testid="task-total">
            {t('myjob.list.total', { count: list.data.totalElements })}
          </Typography.Text>
        )}
      </div>
      <Table<TaskJob>
        className="task-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={jobs}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        locale={{ emptyText: list.isPending ? <span /> : empty }}
        onChange={onTableChange}
        scroll={{ x: tableMinWidth(columns) }}
        pagination={{
          current: state.page,
          pageSize: PAGE_SIZES.taskJobs,
          total: list.data?.totalElements ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: false,
        }}
      />
    </Card>
  );
}
