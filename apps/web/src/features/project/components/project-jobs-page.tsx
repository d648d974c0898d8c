import { Empty, Result, Segmented, Select, Table, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  COMPUTE_JOB_STATUSES,
  computeJobActions,
  jobTimeFlagSchema,
  PAGE_SIZES,
  TASK_JOB_STATUSES,
  taskJobActions,
  truncateJobName,
  type ComputeJob,
  type JobTimeFlag,
  type ProjectJobType,
  type TaskJob,
} from '@biocloud/contracts';
import { pathTo, type RouteName } from '../../../shared/config/paths';
import { errorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { tableMinWidth } from '../../../shared/ui/table-min-width';
import { useProjectJobs } from '../api/project-jobs';
import { useLiveProjectJobs } from '../hooks/use-live-project-jobs';
import { useProjectContext } from '../hooks/use-project-context';
import { useProjectJobActions } from '../hooks/use-project-job-actions';
import {
  jobListStateToParams,
  jobStatusesOf,
  parseJobListState,
  toJobListRequest,
  type JobListState,
  type JobTimeName,
} from '../lib/job-list-state';
import { JobActions } from './job-actions';
import { JobStatusBadge } from '../../../shared/jobs/job-status-badge';
import { JOB_LIST_WIDTHS_PX, iconActionsWidth, mostActions } from '../../../shared/jobs/job-list-widths';

type Job = ComputeJob | TaskJob;

const LIST_ROUTES: Readonly<Record<ProjectJobType, RouteName>> = {
  compute: 'project-detail-job-c-list',
  task: 'project-detail-job-t-list',
};
const DETAIL_ROUTES: Readonly<Record<ProjectJobType, RouteName>> = {
  compute: 'project-detail-job-c-detail',
  task: 'project-detail-job-t-detail',
};
/** The most actions a job of each type offers at once: the width of the actions column. */
const MOST_ACTIONS: Readonly<Record<ProjectJobType, number>> = {
  compute: mostActions(COMPUTE_JOB_STATUSES, computeJobActions),
  task: mostActions(TASK_JOB_STATUSES, taskJobActions),
};
const TYPES: readonly ProjectJobType[] = ['compute', 'task'];
const TIME_NAMES: readonly JobTimeName[] = ['createTime', 'endTime'];
const ALL = 'all';

/**
 * The jobs run in the project (job/c/list, job/t/list): PAGE_SIZES.projectJobs a page, type (the route), status and
 * time filters, the actions of each job's status, live status changes.
 */
function ProjectJobsPage({ type }: { type: ProjectJobType }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { project, routeParams } = useProjectContext();
  const [params, setParams] = useSearchParams();
  const state = parseJobListState(type, params);
  const list = useProjectJobs(project.projectBaseId, locale, toJobListRequest(type, state));
  useLiveProjectJobs(project.projectBaseId);
  const update = (patch: Partial<JobListState>) =>
    setParams(jobListStateToParams({ ...state, page: 1, ...patch }), { replace: true });
  // Spec 000 §4: after a delete the list returns to the first page.
  const actions = useProjectJobActions(project.projectBaseId, () => update({}));

  const columns: TableColumnsType<Job> = [
    {
      key: 'jobName',
      title: t('project.jobs.jobName'),
      width: JOB_LIST_WIDTHS_PX.name,
      render: (_, job) => (
        <Tooltip title={job.jobName}>
          <Link
            className="job-name"
            to={pathTo(locale, DETAIL_ROUTES[type], { ...routeParams, jobId: job.id, jobName: job.jobName })}
            data-testid="project-job-link"
          >
            {truncateJobName(job.jobName)}
          </Link>
        </Tooltip>
      ),
    },
    {
      key: 'softName',
      title: t(`project.jobs.softName.${type}`),
      dataIndex: 'softName',
      minWidth: JOB_LIST_WIDTHS_PX.text,
      ellipsis: true,
    },
    {
      key: 'createTime',
      title: t('project.jobs.createTime'),
      width: JOB_LIST_WIDTHS_PX.date,
      render: (_, job) => formatDateTime(job.createTime),
    },
    {
      key: 'endTime',
      title: t('project.jobs.endTime'),
      width: JOB_LIST_WIDTHS_PX.date,
      render: (_, job) => formatDateTime(job.endTime),
    },
    {
      key: 'status',
      title: t('project.jobs.status'),
      width: JOB_LIST_WIDTHS_PX.status,
      render: (_, job) => <JobStatusBadge status={job.status} />,
    },
    {
      key: 'actions',
      title: t('project.list.actions'),
      width: iconActionsWidth(MOST_ACTIONS[type]),
      fixed: 'right',
      render: (_, job) => <JobActions job={job} onAction={actions.act} pending={actions.pending} />,
    },
  ];

  if (list.isError && !list.data) {
    return <Result status="warning" title={t('project.jobs.loadFailed')} subTitle={errorText(t, list.error)} />;
  }
  return (
    <div className="project-jobs" data-testid="project-jobs">
      <div className="project-section-toolbar">
        <Segmented
          value={type}
          onChange={(next) => void navigate(pathTo(locale, LIST_ROUTES[next], routeParams))}
          options={TYPES.map((value) => ({ value, label: t(`project.jobs.types.${value}`) }))}
        />
        <div className="project-toolbar-spacer" />
        <Select
          className="project-filter"
          aria-label={t('project.jobs.status')}
          value={state.status ?? ALL}
          onChange={(status: string) => update({ status: status === ALL ? null : status })}
          options={[
            { value: ALL, label: t('project.jobs.allStatuses') },
            ...jobStatusesOf(type).map((status) => ({
              value: status,
              label: <JobStatusBadge status={status as Job['status']} />,
            })),
          ]}
          data-testid="job-status-filter"
        />
        <Select
          className="project-filter"
          aria-label={t('project.jobs.timeName')}
          value={state.timeName}
          onChange={(timeName: JobTimeName) => update({ timeName })}
          options={TIME_NAMES.map((value) => ({ value, label: t(`project.jobs.${value}`) }))}
        />
        <Select
          className="project-filter"
          aria-label={t('project.jobs.timeFlag')}
          value={state.timeFlag}
          onChange={(timeFlag: JobTimeFlag) => update({ timeFlag })}
          options={jobTimeFlagSchema.options.map((value) => ({ value, label: t(`project.jobs.timeFlags.${value}`) }))}
        />
      </div>
      <Table<Job>
        rowKey="id"
        // Middle like the other job lists: the widths of JOB_LIST_WIDTHS_PX count its cell paddings.
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        scroll={{ x: tableMinWidth(columns) }}
        locale={{
          emptyText: (
            <Empty
              description={t(
                state.status || state.timeFlag !== 'all' ? 'project.jobs.emptyFiltered' : `project.jobs.empty.${type}`,
              )}
              image={Empty.PRESENTED_IMAGE_SIMPLE}
            />
          ),
        }}
        pagination={{
          current: state.page,
          pageSize: PAGE_SIZES.projectJobs,
          total: list.data?.totalElements ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (page) => setParams(jobListStateToParams({ ...state, page }), { replace: true }),
        }}
      />
    </div>
  );
}

export function ComputeJobsPage() {
  return <ProjectJobsPage type="compute" />;
}

export function TaskJobsPage() {
  return <ProjectJobsPage type="task" />;
}
