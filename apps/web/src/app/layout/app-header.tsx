import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from '../../shared/i18n/use-translation';
import { isAtLeast, type Breakpoint } from '../../shared/ui/breakpoints';
import { HeaderActions } from './header-actions';
import { LocaleSwitch } from './locale-switch';
import { MessageBadge } from './message-badge';
import { QuickSearch } from './quick-search';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  breakpoint: Breakpoint;
  collapsed: boolean;
  onToggleMenu: () => void;
  onFeedback: () => void;
  onInvite: () => void;
}

export function AppHeader({ breakpoint, collapsed, onToggleMenu, onFeedback, onInvite }: AppHeaderProps) {
  const { t } = useTranslation();
  const actionsMode = isAtLeast(breakpoint, 'xl') ? 'full' : isAtLeast(breakpoint, 'md') ? 'icons' : 'menu';
  return (
    <Layout.Header className="app-header">
      <Button
        type="text"
        className="menu-toggle"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggleMenu}
        aria-label={t(collapsed ? 'layout.menu.expand' : 'layout.menu.collapse')}
      />
      {/* On phones too: it takes the room the actions leave (global.css). */}
      <QuickSearch className="quick-search" />
      <div className="header-spacer" />
      <div className="header-actions">
        <HeaderActions mode={actionsMode} onFeedback={onFeedback} onInvite={onInvite} />
        <MessageBadge />
        <LocaleSwitch showLabel={isAtLeast(breakpoint, 'sm')} />
        <UserMenu showName={isAtLeast(breakpoint, 'sm')} />
      </div>
    </Layout.Header>
  );
}
