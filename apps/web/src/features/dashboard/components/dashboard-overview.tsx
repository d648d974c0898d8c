import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { JobStatusBadge } from '../../../shared/jobs/job-status-badge';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useRecentComputeJobs, useRecentTasks } from '../api/list-recent-jobs';
import { useRecentProjects } from '../api/list-recent-projects';
import { RecentCard } from './recent-card';
import { StorageCard } from './storage-card';

/** The user's own things at a glance: newest compute jobs, task jobs and projects, and the storage in use. */
export function DashboardOverview() {
  const { t } = useTranslation();
  const locale = useLocale();
  const computeJobs = useRecentComputeJobs(locale);
  const tasks = useRecentTasks(locale);
  const projects = useRecentProjects();

  return (
    <div className="recent-grid">
      <RecentCard
        testId="recent-compute-jobs"
        title={t('dashboard.recent.computeJobs')}
        listTo={pathTo(locale, 'myjob-compute-list')}
        isPending={computeJobs.isPending}
        isError={computeJobs.isError}
        items={computeJobs.data?.jobList.map((job) => ({
          key: job.id,
          name: job.jobName,
          to: pathTo(locale, 'myjob-compute-detail', { id: job.id }),
          status: <JobStatusBadge status={job.status} />,
          time: formatDateTime(job.createTime),
        }))}
        emptyText={t('dashboard.recent.noComputeJobs')}
        startTo={pathTo(locale, 'software-medical-list')}
        startText={t('dashboard.recent.runApp')}
      />
      <RecentCard
        testId="recent-task-jobs"
        title={t('dashboard.recent.taskJobs')}
        listTo={pathTo(locale, 'myjob-task-list')}
        isPending={tasks.isPending}
        isError={tasks.isError}
        items={tasks.data?.jobList.map((job) => ({
          key: job.id,
          name: job.jobName,
          to: pathTo(locale, 'myjob-task-detail', { jobId: job.id }),
          status: <JobStatusBadge status={job.status} />,
          time: formatDateTime(job.createTime),
        }))}
        emptyText={t('dashboard.recent.noTaskJobs')}
        startTo={pathTo(locale, 'software-tools-list')}
        startText={t('dashboard.recent.runTool')}
      />
      <RecentCard
        testId="recent-projects"
        title={t('dashboard.recent.projects')}
        listTo={pathTo(locale, 'project-list')}
        isPending={projects.isPending}
        isError={projects.isError}
        items={projects.data?.projectList.map((project) => ({
          key: project.projectBaseId,
          name: project.projectName,
          to: pathTo(locale, 'project-detail', { id: project.projectBaseId, name: project.projectName }),
          status: <Tag>{t(`project.status.${project.status}`)}</Tag>,
          time: formatDateTime(project.createTime),
        }))}
        emptyText={t('dashboard.recent.noProjects')}
        startTo={pathTo(locale, 'project-list')}
        startText={t('dashboard.recent.createProject')}
      />
      <StorageCard />
    </div>
  );
}
