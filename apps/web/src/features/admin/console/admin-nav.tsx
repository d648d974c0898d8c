import {
  AuditOutlined,
  BulbOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  GiftOutlined,
  NotificationOutlined,
  ProjectOutlined,
  ScheduleOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { RouteName } from '../../../shared/config/paths';

/** The console's own pages (admin/:page). */
export const ADMIN_PAGES = ['users', 'jobs', 'audit'] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];
export const isAdminPage = (value: string | undefined): value is AdminPage => ADMIN_PAGES.includes(value as AdminPage);

export const PAGE_ICONS: Record<AdminPage, ReactNode> = {
  users: <TeamOutlined />,
  jobs: <ScheduleOutlined />,
  audit: <AuditOutlined />,
};

/** Staff pages that exist elsewhere in the app: linked from the console's menu, not rebuilt (issue 32 item 5). */
export const STAFF_LINKS: readonly { route: RouteName; textKey: string; icon: ReactNode }[] = [
  { route: 'mysample-list-sample', textKey: 'admin.nav.samples', icon: <ExperimentOutlined /> },
  { route: 'project-list', textKey: 'admin.nav.projects', icon: <ProjectOutlined /> },
  { route: 'help-suggestions', textKey: 'admin.nav.suggestions', icon: <BulbOutlined /> },
  { route: 'promotion-manage', textKey: 'layout.user.promotions', icon: <GiftOutlined /> },
  { route: 'invitation-manage', textKey: 'layout.user.invitations', icon: <UserAddOutlined /> },
  { route: 'message-announce', textKey: 'admin.nav.announcements', icon: <NotificationOutlined /> },
  { route: 'article-manage', textKey: 'admin.nav.articles', icon: <FileTextOutlined /> },
];
