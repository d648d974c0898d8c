import { lazy, Suspense } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { useIsStaff } from '../../../shared/api/use-is-staff';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { ADMIN_PAGES, isAdminPage, PAGE_ICONS, STAFF_LINKS, type AdminPage } from './admin-nav';
import './admin-console.css';

const PAGES: Record<AdminPage, React.LazyExoticComponent<React.ComponentType>> = {
  users: lazy(() => import('../users/users-page').then((m) => ({ default: m.UsersPage }))),
  jobs: lazy(() => import('../jobs/jobs-page').then((m) => ({ default: m.JobsPage }))),
  audit: lazy(() => import('../audit/audit-page').then((m) => ({ default: m.AuditPage }))),
};

/**
 * The staff console (issue 32): its own layout, a side menu of its pages and of the staff pages elsewhere in the app
 * (a menu above the page on narrow screens). Customers get a refusal page; the server refuses them every call too.
 */
export function AdminConsole() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { page } = useParams();
  const user = useCurrentUser();
  const isStaff = useIsStaff();

  if (user.isPending) return <Skeleton active className="admin-loading" />;
  if (!isStaff) {
    return (
      <Result
        status="403"
        title={t('admin.refused.title')}
        subTitle={t('admin.refused.text')}
        data-testid="admin-refused"
        extra={
          <Button type="primary" onClick={() => void navigate(pathTo(locale, 'dashboard'))}>
            {t('admin.backToConsole')}
          </Button>
        }
      />
    );
  }
  const current: AdminPage = isAdminPage(page) ? page : 'users';
  const Page = PAGES[current];
  // Plain links, not antd's Menu: the console shell holds Menu, and sharing it would split it out of that chunk.
  const nav = (
    <nav className="admin-nav" aria-label={t('routes.admin')}>
      {ADMIN_PAGES.map((name) => (
        <Link
          key={name}
          to={pathTo(locale, 'admin', { page: name })}
          className={name === current ? 'admin-nav-item admin-nav-current' : 'admin-nav-item'}
          aria-current={name === current ? 'page' : undefined}
          data-testid={`admin-nav-${name}`}
        >
          {PAGE_ICONS[name]} {t(`admin.nav.${name}`)}
        </Link>
      ))}
      <span className="admin-nav-group">{t('admin.nav.staffPages')}</span>
      {STAFF_LINKS.map((link) => (
        <Link
          key={link.route}
          to={pathTo(locale, link.route)}
          className="admin-nav-item"
          data-testid={`admin-link-${link.route}`}
        >
          {link.icon} {t(link.textKey)}
        </Link>
      ))}
    </nav>
  );

  return (
    <div className="admin-console" data-testid="admin-console">
      <header className="admin-header">
        <Typography.Text strong className="admin-title">
          {t('routes.admin')}
        </Typography.Text>
        <Link to={pathTo(locale, 'dashboard')} className="admin-back">
          <ArrowLeftOutlined /> {t('admin.backToConsole')}
        </Link>
      </header>
      <div className="admin-body">
        {nav}
        <main className="admin-content">
          <Suspense fallback={<Skeleton active />}>
            <Page />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
