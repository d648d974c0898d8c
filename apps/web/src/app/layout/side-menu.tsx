import type { ReactNode } from 'react';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  CrownOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  GoldOutlined,
  MessageOutlined,
  ProjectOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { pathTo } from '../../shared/config/paths';
import { useRouteHandle } from '../../shared/lib/route-handle';
import { useIsStaff } from '../../shared/api/use-is-staff';
import { isNavGroup, navItemsFor, navSelection, type NavLeaf } from './nav-items';

const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  projects: <ProjectOutlined />,
  myData: <DatabaseOutlined />,
  myJobs: <ApartmentOutlined />,
  software: <AppstoreOutlined />,
  samples: <ExperimentOutlined />,
  messages: <MessageOutlined />,
  articles: <ReadOutlined />,
  help: <QuestionCircleOutlined />,
  beans: <GoldOutlined />,
  package: <CrownOutlined />,
  group: <TeamOutlined />,
};

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const handle = useRouteHandle();
  const isStaff = useIsStaff();
  const navItems = navItemsFor(isStaff);
  const selection = navSelection(handle?.name, navItems);

  const leaf = (item: NavLeaf) => ({
    key: item.key,
    icon: ICONS[item.key],
    label: <Link to={pathTo(locale, item.route)}>{t(`layout.menu.${item.key}`)}</Link>,
  });
  const items: MenuProps['items'] = navItems.map((item) =>
    isNavGroup(item)
      ? { key: item.key, icon: ICONS[item.key], label: t(`layout.menu.${item.key}`), children: item.children.map(leaf) }
      : leaf(item),
  );

  return (
    // Keyed by the role: the staff's samples group opens once the user is known (defaultOpenKeys apply at mount only).
    <Menu
      key={isStaff ? 'staff' : 'customer'}
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={selection.leaf ? [selection.leaf] : []}
      defaultOpenKeys={selection.group ? [selection.group] : []}
      onClick={() => onNavigate?.()}
    />
  );
}
