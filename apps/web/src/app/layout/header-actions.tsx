import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  MedicineBoxOutlined,
  ToolOutlined,
  CommentOutlined,
  CompassOutlined,
  CustomerServiceOutlined,
  EllipsisOutlined,
  HistoryOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Button, Tooltip, type MenuProps } from 'antd';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useConfiguredLinks } from '../../shared/api/use-configured-links';
import { useLocale } from '../../shared/i18n/use-locale';
import { LinkButton } from '../../shared/ui/link-button';
import { pathTo, type RouteName } from '../../shared/config/paths';
import { OnDemandDropdown } from './on-demand-dropdown';

interface ActionLink {
  key: string;
  icon?: ReactNode;
  /** A second line under the label (the app center's entries). */
  description?: string;
  /** Inside the app. */
  to?: string;
  /** Outside the app (configured link); absent while the configuration is not loaded. */
  href?: string;
  onClick?: () => void;
}
interface HeaderAction extends ActionLink {
  icon: ReactNode;
  children?: ActionLink[];
  /** Class of the children's popup. */
  popupClassName?: string;
}

/** The app center's panel: every app catalogue and tool list, each with an icon and a line on what it holds. */
const APP_CENTER_ROUTES: { key: string; route: RouteName; icon: ReactNode }[] = [
  { key: 'medical', route: 'software-medical-list', icon: <MedicineBoxOutlined /> },
  { key: 'medicalNew', route: 'software-medical-new-list', icon: <ExperimentOutlined /> },
  { key: 'agriculture', route: 'software-agriculture-list', icon: <EnvironmentOutlined /> },
  { key: 'tools', route: 'software-tools-list', icon: <ToolOutlined /> },
  { key: 'drawing', route: 'software-tools-drawtool', icon: <BarChartOutlined /> },
];

interface HeaderActionsProps {
  /** full: icon and label; icons: icon with tooltip; menu: one "more" menu (narrow screens). */
  mode: 'full' | 'icons' | 'menu';
  onFeedback: () => void;
  onInvite: () => void;
}

/** Header links of spec 001 "Layout": app center, site navigation, invite, old version, customer service, feedback. */
export function HeaderActions({ mode, onFeedback, onInvite }: HeaderActionsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const links = useConfiguredLinks();

  const actions: HeaderAction[] = [
    {
      key: 'appCenter',
      icon: <AppstoreOutlined />,
      popupClassName: 'app-center-panel',
      children: [
        ...APP_CENTER_ROUTES.map((a) => ({
          key: a.key,
          icon: a.icon,
          to: pathTo(locale, a.route),
          description: t(`layout.appCenter.${a.key}`),
        })),
        { key: 'appCenterAll', href: links?.appCenter },
      ],
    },
    { key: 'siteNavigation', icon: <CompassOutlined />, href: links?.siteNavigation },
    { key: 'invite', icon: <UserAddOutlined />, onClick: onInvite },
    // Shown only once an old version's address is configured.
    ...(links?.oldVersion ? [{ key: 'oldVersion', icon: <HistoryOutlined />, href: links.oldVersion }] : []),
    { key: 'customerService', icon: <CustomerServiceOutlined />, to: pathTo(locale, 'customerService') },
    { key: 'feedback', icon: <CommentOutlined />, onClick: onFeedback },
  ];
  const label = (key: string) => t(`layout.header.${key}`);

  const menuItem = (a: ActionLink): NonNullable<MenuProps['items']>[number] => {
    if (a.to) {
      const text = a.description ? (
        <span className="app-center-entry">
          <span>{label(a.key)}</span>
          <span className="app-center-description">{a.description}</span>
        </span>
      ) : (
        label(a.key)
      );
      return { key: a.key, icon: a.icon, label: <Link to={a.to}>{text}</Link> };
    }
    if (a.onClick) return { key: a.key, icon: a.icon, label: label(a.key) };
    return {
      key: a.key,
      icon: a.icon,
      disabled: !a.href,
      label: (
        <a href={a.href} target="_blank" rel="noopener noreferrer">
          {label(a.key)}
        </a>
      ),
    };
  };
  const clickHandlers = new Map(actions.filter((a) => a.onClick).map((a) => [a.key, a.onClick]));
  const onMenuClick: MenuProps['onClick'] = ({ key }) => clickHandlers.get(key)?.();

  if (mode === 'menu') {
    const items = actions.map((a) =>
      a.children ? { key: a.key, icon: a.icon, label: label(a.key), children: a.children.map(menuItem) } : menuItem(a),
    );
    return (
      <OnDemandDropdown menu={{ items, onClick: onMenuClick }}>
        <Button type="text" icon={<EllipsisOutlined />} aria-label={t('layout.header.more')} />
      </OnDemandDropdown>
    );
  }

  const withLabel = mode === 'full';
  return (
    <>
      {actions.map((a) => {
        const text = withLabel ? label(a.key) : null;
        let button: ReactNode;
        if (a.children) {
          button = (
            <OnDemandDropdown menu={{ items: a.children.map(menuItem) }} rootClassName={a.popupClassName}>
              <Button type="text" icon={a.icon} aria-label={label(a.key)}>
                {text}
              </Button>
            </OnDemandDropdown>
          );
        } else if (a.to) {
          button = (
            <LinkButton type="text" icon={a.icon} to={a.to} aria-label={label(a.key)}>
              {text}
            </LinkButton>
          );
        } else if (a.onClick) {
          button = (
            <Button type="text" icon={a.icon} onClick={a.onClick} aria-label={label(a.key)}>
              {text}
            </Button>
          );
        } else {
          button = (
            <Button
              type="text"
              icon={a.icon}
              href={a.href}
              target="_blank"
              rel="noopener noreferrer"
              disabled={!a.href}
              aria-label={label(a.key)}
            >
              {text}
            </Button>
          );
        }
        return withLabel ? (
          <span key={a.key}>{button}</span>
        ) : (
          <Tooltip key={a.key} title={label(a.key)}>
            <span>{button}</span>
          </Tooltip>
        );
      })}
    </>
  );
}
