import type { ReactNode } from 'react';
import { AreaChartOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { routeTitleKey } from '../config/paths';
import { TABLE_DRAWING_ROUTES, tableDrawingHref } from '../drawing-links';
import { useLocale } from '../i18n/use-locale';

/*
 * The "run tool" pickers of a file row (spec 000 §2, §3: my data and a job's results): an icon button opening a menu
 * of tools, each opening with the file chosen.
 */

type PickerProps = {
  title: string;
  /** The button's test id (the e2e suites find the result rows' pickers by it). */
  testId?: string;
  menuClassName?: string;
};

/** One line of a picker that says something instead of offering a tool. */
export const pickerNote = (key: string, label: string): NonNullable<MenuProps['items']>[number] => ({
  key,
  label,
  disabled: true,
});

export function ToolPickerButton({
  icon,
  items,
  onOpen,
  title,
  testId,
  menuClassName,
}: PickerProps & { icon: ReactNode; items: MenuProps['items']; onOpen?: () => void }) {
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      onOpenChange={(next) => {
        if (next) onOpen?.();
      }}
      menu={{ items, className: menuClassName }}
    >
      <Button type="text" size="small" icon={icon} data-testid={testId} title={title} aria-label={title} />
    </Dropdown>
  );
}

/** The drawing pages that read one table (the caller shows it for tables only). */
export function DrawingPicker({ fileUuid, ...props }: PickerProps & { fileUuid: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const items: MenuProps['items'] = TABLE_DRAWING_ROUTES.map((route) => ({
    key: route,
    label: <Link to={tableDrawingHref(locale, route, fileUuid)}>{t(routeTitleKey(route))}</Link>,
  }));
  return <ToolPickerButton icon={<AreaChartOutlined />} items={items} {...props} />;
}
