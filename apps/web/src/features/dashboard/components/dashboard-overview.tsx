import { Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useRecentProjects } from '../api/list-recent-projects';
import { RecentCard } from './recent-card';
import { RecentJobsCard } from './recent-jobs-card';
import { StorageCard } from './storage-card';
import { LatestMessagesCard } from './latest-messages-card';
import { ReportsCard } from './reports-card';
import { CoursesCard } from './courses-card';
import type { DashboardSummary } from './dashboard-summary';

/**
 * The user's own things at a glance: newest compute jobs, task jobs, projects, messages and reports, the storage in
 * use, and the way to the tutorials.
 */
export function DashboardOverview({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const projects = useRecentProjects();

  return (
    <div className="recent-grid">
      <RecentJobsCard kind="compute" />
      <RecentJobsCard kind="task" />
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
      <LatestMessagesCard />
      <ReportsCard reports={summary.data?.reports} isPending={summary.isPending} isError={summary.isError} />
      <CoursesCard />
    </div>
  );
}
