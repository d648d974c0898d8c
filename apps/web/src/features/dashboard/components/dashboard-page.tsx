import { lazy, Suspense, type ReactNode } from 'react';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  MessageOutlined,
  ProjectOutlined,
  ThunderboltOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { useLocale } from '../../../shared/i18n/use-locale';
import { pathTo } from '../../../shared/config/paths';
import { AreaCard } from './area-card';
import { DashboardOverview } from './dashboard-overview';
import { useDashboard } from '../api/get-dashboard';
import { FiguresCard } from './figures-card';
import { NoticeCard } from './notice-card';
import { UserInfo } from './user-info';
import '../dashboard.css';
import { DASHBOARD_AREAS, type DashboardAreaKey } from './dashboard-areas';

const AREA_ICONS: Record<DashboardAreaKey, ReactNode> = {
  projects: <ProjectOutlined />,
  data: <DatabaseOutlined />,
  computeJobs: <ApartmentOutlined />,
  taskJobs: <ThunderboltOutlined />,
  apps: <AppstoreOutlined />,
  tools: <ToolOutlined />,
  samples: <ExperimentOutlined />,
  messages: <MessageOutlined />,
};

// ECharts is big: its chunk loads after the figures, never with the shell or the dashboard's own chunk.
const ActivityCharts = lazy(() => import('./activity-charts'));

/** Spec 001 §2 dashboard: notice, user info, figures, chart, messages, apps, reports, tools, courses, progress. */
export function DashboardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: user, isPending } = useCurrentUser();
  const name = user?.realName || user?.username;
  const summary = useDashboard();

  return (
    <div className="dashboard">
      <Card variant="borderless" className="welcome-card">
        {isPending ? (
          <Skeleton active title paragraph={{ rows: 1 }} />
        ) : (
          <>
            <Typography.Title level={3} className="welcome-title">
              {name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeAnonymous')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('dashboard.subtitle')}</Typography.Text>
            {user && <UserInfo user={user} />}
          </>
        )}
      </Card>
      <NoticeCard />
      <div className="figures-and-charts">
        <FiguresCard data={summary.data} isPending={summary.isPending} />
        <Card size="small" className="charts-card">
          {summary.data ? (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <ActivityCharts data={summary.data} />
            </Suspense>
          ) : summary.isError ? (
            <Typography.Text type="danger">{t('dashboard.chart.loadFailed')}</Typography.Text>
          ) : (
            <Skeleton active paragraph={{ rows: 6 }} />
          )}
        </Card>
      </div>
      <Typography.Title level={5} className="section-title">
        {t('dashboard.overviewTitle')}
      </Typography.Title>
      <DashboardOverview summary={summary} />
      <Typography.Title level={5} className="section-title">
        {t('dashboard.areasTitle')}
      </Typography.Title>
      <div className="area-grid">
        {DASHBOARD_AREAS.map((area) => (
          <AreaCard
            key={area.key}
            to={pathTo(locale, area.route)}
            icon={AREA_ICONS[area.key]}
            title={t(`dashboard.areas.${area.key}.title`)}
            description={t(`dashboard.areas.${area.key}.description`)}
          />
        ))}
      </div>
    </div>
  );
}
