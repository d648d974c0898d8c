import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { Outlet, ScrollRestoration, useLoaderData } from 'react-router';
import type { Locale } from '@biocloud/contracts';
import { consoleTheme } from '../theme';
import { DocumentTitle } from './document-title';
import { NotificationBridge } from './notification-bridge';

export interface RootLoaderData {
  locale: Locale;
}

const ANTD_LOCALES = { zh: zhCN, en: enUS } as const;

/** Everything below follows the route locale: antd components, dayjs (set by the loader) and texts. */
export function AppRoot() {
  const { locale } = useLoaderData<RootLoaderData>();
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={consoleTheme}>
      <App className="app-root">
        <NotificationBridge />
        <DocumentTitle />
        <ScrollRestoration />
        <Outlet />
      </App>
    </ConfigProvider>
  );
}
