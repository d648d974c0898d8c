import { ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { Outlet, ScrollRestoration, useLoaderData } from 'react-router';
import type { Locale } from '@biocloud/contracts';
import { useReducedMotion } from '../../shared/ui/use-reduced-motion';
import { consoleTheme, reducedMotionTheme } from '../theme';
import { DeferredApp } from './deferred-app';
import { DocumentTitle } from './document-title';
import { NotificationBridge } from './notification-bridge';

export interface RootLoaderData {
  locale: Locale;
  antdLocale: AntdLocale;
}

/** Everything below follows the route locale: antd components, dayjs (set by the loader) and texts. */
export function AppRoot() {
  const { antdLocale } = useLoaderData<RootLoaderData>();
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider locale={antdLocale} theme={reducedMotion ? reducedMotionTheme : consoleTheme}>
      <DeferredApp className="app-root">
        <NotificationBridge />
        <DocumentTitle />
        <ScrollRestoration />
        <Outlet />
      </DeferredApp>
    </ConfigProvider>
  );
}
