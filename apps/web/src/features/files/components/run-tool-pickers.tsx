import { useState } from 'react';
import { AreaChartOutlined, ExperimentOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataFile } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { routeTitleKey } from '../../../app/paths';
import { useToolsForFileType } from '../api/list-tools-for-file';
import { analysisToolHref, DRAWING_ROUTES, drawingHref, isAnalysisTool, isDrawable } from '../lib/tool-links';

/** One line of a picker that says something instead of offering a tool. */
const note = (key: string, label: string): NonNullable<MenuProps['items']>[number] => ({ key, label, disabled: true });

/**
 * The "run tool" pickers of a file row (spec 000 §3): the analysis tools of the catalog that take the file's type,
 * and, for tables, the drawing pages. Each opens the tool with the file chosen. Not shown for folders.
 */
export function RunToolPickers({ file }: { file: DataFile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const tools = useToolsForFileType(locale, file.type, open);

  let analysisItems: MenuProps['items'];
  if (tools.isPending) analysisItems = [note('loading', t('files.tools.loading'))];
  else if (tools.isError) analysisItems = [note('error', errorText(t, tools.error))];
  else {
    const runnable = tools.data.softwareList.filter(isAnalysisTool);
    analysisItems =
      runnable.length === 0
        ? [note('none', t('files.tools.noAnalysis'))]
        : runnable.map((tool) => ({
            key: tool.softwareId,
            label: <Link to={analysisToolHref(locale, tool, file)}>{tool.softName}</Link>,
          }));
  }
  const drawingItems: MenuProps['items'] = DRAWING_ROUTES.map((route) => ({
    key: route,
    label: <Link to={drawingHref(locale, route, file)}>{t(routeTitleKey(route))}</Link>,
  }));

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        onOpenChange={(next) => setOpen(next || open)}
        menu={{ items: analysisItems, className: 'tool-picker-menu' }}
      >
        <Button
          type="text"
          size="small"
          icon={<ExperimentOutlined />}
          title={t('files.tools.analysis')}
          aria-label={t('files.tools.analysis')}
        />
      </Dropdown>
      {isDrawable(file) && (
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={{ items: drawingItems, className: 'tool-picker-menu' }}
        >
          <Button
            type="text"
            size="small"
            icon={<AreaChartOutlined />}
            title={t('files.tools.draw')}
            aria-label={t('files.tools.draw')}
          />
        </Dropdown>
      )}
    </>
  );
}
