import { lazy, Suspense, useState } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { useBreakpoint } from '../../shared/ui/use-breakpoint';
import { isAtLeast } from '../../shared/ui/breakpoints';
import { AppHeader } from './app-header';
import { Brand } from './brand';
import { OnceOpened } from './once-opened';
import { SideMenu } from './side-menu';
import './console-fit.css';

// The widgets fixed at the bottom right (antd FloatButton, Space, Flex, Popover: about 12 KB compressed) come just
// after the first paint, off the console's first load (issue 13 item 8).
const FooterWidgets = lazy(() => import('./footer-widgets').then((m) => ({ default: m.FooterWidgets })));
// The feedback (suggestion) form is help's; the header and the footer widgets open it.
const FeedbackDialog = lazy(() =>
  import('../../features/help/components/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);
const InviteModal = lazy(() => import('./invite-modal').then((m) => ({ default: m.InviteModal })));

// antd's own width: with the widget button's right margin (console-fit.css) a job list's spec widths fit at 1280 px.
const SIDER_WIDTH = 200;
const SIDER_COLLAPSED_WIDTH = 64;

/** The console: side navigation (collapsed below md), header, page, footer widgets. */
export function AppLayout() {
  const breakpoint = useBreakpoint();
  const narrow = !isAtLeast(breakpoint, 'md');
  // The user's toggle holds until the screen crosses md; then the breakpoint decides again.
  const [toggled, setToggled] = useState<{ narrow: boolean; collapsed: boolean }>();
  const collapsed = toggled && toggled.narrow === narrow ? toggled.collapsed : narrow;
  const setCollapsed = (value: boolean) => setToggled({ narrow, collapsed: value });
  const [suggestionOpen, setSuggestionOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);

  return (
    <Layout className="app-shell" hasSider>
      <Layout.Sider
        className={narrow ? 'app-sider app-sider-overlay' : 'app-sider'}
        width={SIDER_WIDTH}
        collapsedWidth={narrow ? 0 : SIDER_COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
        collapsible
      >
        <Brand compact={collapsed} inverted />
        {/* Folded away on phones, a menu would open its current group as a flyout over the page (issue 14 item 9). */}
        {!(narrow && collapsed) && <SideMenu onNavigate={narrow ? () => setCollapsed(true) : undefined} />}
      </Layout.Sider>
      {narrow && !collapsed && <div className="app-sider-backdrop" onClick={() => setCollapsed(true)} />}
      <Layout className="app-main">
        <AppHeader
          breakpoint={breakpoint}
          collapsed={collapsed}
          onToggleMenu={() => setCollapsed(!collapsed)}
          onFeedback={() => setSuggestionOpen(true)}
          onInvite={() => setInviteOpen(true)}
        />
        <Layout.Content className="app-content">
          <Outlet />
        </Layout.Content>
      </Layout>
      <Suspense fallback={null}>
        <FooterWidgets onSuggestion={() => setSuggestionOpen(true)} />
      </Suspense>
      <OnceOpened open={suggestionOpen}>
        <FeedbackDialog open={suggestionOpen} onClose={() => setSuggestionOpen(false)} />
      </OnceOpened>
      <OnceOpened open={inviteOpen}>
        <InviteModal open={inviteOpen} onClose={() => setInviteOpen(false)} />
      </OnceOpened>
    </Layout>
  );
}
