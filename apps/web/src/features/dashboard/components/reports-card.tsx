import { Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { DashboardResponse } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { RecentCard } from './recent-card';

interface ReportsCardProps {
  reports: DashboardResponse['reports'] | undefined;
  isPending: boolean;
  isError: boolean;
}

/** The newest reports of the caller's projects, each opening its project's report list. */
export function ReportsCard({ reports, isPending, isError }: ReportsCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const projects = pathTo(locale, 'project-list');
  return (
    <RecentCard
      testId="latest-reports"
      title={t('dashboard.reports.title')}
      listTo={projects}
      isPending={isPending}
      isError={isError}
      items={reports?.map((report) => ({
        key: report.id,
        name: t('dashboard.reports.item', { project: report.projectName, title: report.title }),
        to: pathTo(locale, report.flag === 'report' ? 'project-detail-report' : 'project-detail-examiningReport', {
          id: report.projectBaseId,
          name: report.projectName,
        }),
        status: report.readFlag ? null : <Tag color="blue">{t('dashboard.reports.unread')}</Tag>,
        time: formatDateTime(report.createTime),
      }))}
      emptyText={t('dashboard.reports.empty')}
      startTo={projects}
      startText={t('dashboard.reports.openProjects')}
    />
  );
}
