import { lazy, useState } from 'react';
import { BellOutlined, DownOutlined, LogoutOutlined, ToolOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../shared/api/get-current-user';
import { useIsStaff } from '../../shared/api/use-is-staff';
import { useLocale } from '../../shared/i18n/use-locale';
import { useLogout } from '../../shared/api/logout';
import { pathTo } from '../../shared/config/paths';
import { OnceOpened } from './once-opened';
import { OnDemandDropdown } from './on-demand-dropdown';

const NotificationsModal = lazy(() => import('./notifications-modal').then((m) => ({ default: m.NotificationsModal })));

/** User center: who is logged in, the profile page, the notification settings and logout. */
export function UserMenu({ showName = true }: { showName?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const logout = useLogout(() => void navigate(pathTo(locale, 'user-login'), { replace: true }));
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  // Staff only: the staff console (admin/...), whose menu also leads to invitations, promotions and the staff pages.
  const isStaff = useIsStaff();

  return (
    <>
      <OnDemandDropdown
        menu={{
          items: [
            { key: 'profile', icon: <UserOutlined />, label: t('layout.user.profile') },
            {
              key: 'notifications',
              icon: <BellOutlined />,
              label: <span data-testid="user-menu-notifications">{t('layout.user.notifications')}</span>,
            },
            ...(isStaff
              ? [
                  {
                    key: 'admin',
                    icon: <ToolOutlined />,
                    label: <span data-testid="user-menu-admin">{t('routes.admin')}</span>,
                  },
                ]
              : []),
            { type: 'divider' },
            {
              key: 'logout',
              icon: <LogoutOutlined />,
              label: <span data-testid="logout">{t('layout.user.logout')}</span>,
              danger: true,
            },
          ],
          onClick: ({ key }) => {
            if (key === 'profile') void navigate(pathTo(locale, 'userinfo-edit'));
            if (key === 'notifications') setNotificationsOpen(true);
            if (key === 'admin') void navigate(pathTo(locale, 'admin'));
            if (key === 'logout') logout.mutate();
          },
        }}
      >
        <Button type="text" className="user-button" aria-label={t('layout.user.center')} data-testid="user-menu">
          <span className="user-avatar" aria-hidden="true">
            {user?.photoFile ? <img src={user.photoFile} alt="" data-testid="header-photo" /> : <UserOutlined />}
          </span>
          {showName && <span className="user-name">{user?.username ?? t('layout.user.center')}</span>}
          <DownOutlined className="user-caret" />
        </Button>
      </OnDemandDropdown>
      <OnceOpened open={notificationsOpen}>
        <NotificationsModal open={notificationsOpen} onClose={() => setNotificationsOpen(false)} />
      </OnceOpened>
    </>
  );
}
