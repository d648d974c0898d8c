import { useState } from 'react';
import { ExportOutlined, RedoOutlined } from '@ant-design/icons';
import { Result, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useParams } from 'react-router';
import type { ProjectJobType } from '@biocloud/contracts';
import { pathTo, type RouteName } from '../../../shared/config/paths';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { useProjectJob } from '../api/project-jobs';
import { useLiveProjectJobs } from '../hooks/use-live-project-jobs';
import { useProjectContext } from '../hooks/use-project-context';
import { useProjectJobActions } from '../hooks/use-project-job-actions';
import { JobActions } from './job-actions';
import { JobStatusBadge } from '../../../shared/jobs/job-status-badge';
import { projectJobFullPath, projectJobRerunPath } from '../lib/project-job-links';
import { ComputeOutputPanel, ComputeParamsPanel } from './project-compute-panels';
import { JobEventsPanel, JobLogPanel, JobOverview } from './project-job-panels';

type Tab = 'overview' | 'output' | 'params' | 'log' | 'event';
type TaskTab = 'overview' | 'log' | 'event';

/** Task job tabs are routes (job/t/detail/:jobId/:jobName, /log, /event); compute job tabs stay on one route. */
const TASK_TAB_ROUTES: Readonly<Record<TaskTab, RouteName>> = {
  overview: 'project-detail-job-t-detail',
  log: 'project-detail-job-t-detail-log',
  event: 'project-detail-job-t-detail-event',
};
const LIST_ROUTES: Readonly<Record<ProjectJobType, RouteName>> = {
  compute: 'project-detail-job-c-list',
  task: 'project-detail-job-t-list',
};

function ProjectJobDetailPage({ type, tab }: { type: ProjectJobType; tab: TaskTab }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { project, routeParams } = useProjectContext();
  const { jobId = '', jobName = '' } = useParams();
  const query = useProjectJob(project.projectBaseId, jobId, locale);
  useLiveProjectJobs(project.projectBaseId);
  const listPath = pathTo(locale, LIST_ROUTES[type], routeParams);
  const actions = useProjectJobActions(project.projectBaseId, () => void navigate(listPath));
  const [computeTab, setComputeTab] = useState<Tab>('overview');
  const active = type === 'task' ? tab : computeTab;
  const back = <LinkButton to={listPath}>{t('project.jobs.backToList')}</LinkButton>;

  if (query.isError && !query.data) {
    return (
      <Result status="warning" title={t('project.jobs.notFound')} subTitle={errorText(t, query.error)} extra={back} />
    );
  }
  const job = query.data;
  if (!job) return <Skeleton active paragraph={{ rows: 6 }} />;

  const tabs: Tab[] = job.appOrTool === 'app' ? ['overview', 'output', 'params', 'log'] : ['overview', 'log', 'event'];
  const panel = {
    overview: <JobOverview job={job} />,
    output: job.appOrTool === 'app' && <ComputeOutputPanel job={job} />,
    params: job.appOrTool === 'app' && <ComputeParamsPanel job={job} />,
    log: <JobLogPanel projectBaseId={project.projectBaseId} job={job} />,
    event: <JobEventsPanel projectBaseId={project.projectBaseId} jobId={job.id} />,
  }[active];
  // Staff see a customer's job here; its form and full page are the submitter's.
  const ownPages = project.role !== 'staff';

  return (
    <div className="project-job-detail" data-testid="project-job-detail">
      <div className="project-title-row">
        {back}
        <Typography.Title level={5} className="project-title">
          {job.jobName}
        </Typography.Title>
        <JobStatusBadge status={job.status} />
        <div className="project-title-actions">
          <JobActions job={job} onAction={actions.act} pending={actions.pending} size="middle" />
          {ownPages && (
            <>
              <LinkButton icon={<RedoOutlined />} data-action="rerun" to={projectJobRerunPath(locale, job)}>
                {t('project.jobs.rerun')}
              </LinkButton>
              <LinkButton icon={<ExportOutlined />} data-action="full-page" to={projectJobFullPath(locale, job)}>
                {t('project.jobs.fullPage')}
              </LinkButton>
            </>
          )}
        </div>
      </div>
      <Tabs
        activeKey={active}
        onChange={(key) =>
          type === 'task'
            ? void navigate(pathTo(locale, TASK_TAB_ROUTES[key as TaskTab], { ...routeParams, jobId, jobName }))
            : setComputeTab(key as Tab)
        }
        items={tabs.map((key) => ({ key, label: t(`project.jobs.tabs.${key}`) }))}
      />
      {panel}
    </div>
  );
}

export function ComputeJobDetailPage() {
  return <ProjectJobDetailPage type="compute" tab="overview" />;
}
export function TaskJobDetailPage() {
  return <ProjectJobDetailPage type="task" tab="overview" />;
}
export function TaskJobLogPage() {
  return <ProjectJobDetailPage type="task" tab="log" />;
}
export function TaskJobEventPage() {
  return <ProjectJobDetailPage type="task" tab="event" />;
}
