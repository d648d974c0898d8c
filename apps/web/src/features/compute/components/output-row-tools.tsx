import { useState } from 'react';
import { AreaChartOutlined, ExperimentOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale, ToolKind, WorkflowOutputResponse } from '@biocloud/contracts';
import { routeTitleKey } from '../../../app/paths';
import { errorText } from '../../../shared/api/error-text';
import { TABLE_DRAWING_ROUTES, isDrawableType, tableDrawingHref } from '../../../shared/drawing-links';
import { useLocale } from '../../../shared/i18n/use-locale';
import { toolDetailPath } from '../../../shared/tool-route';
import { useToolsForType } from '../api/list-tools-for-type';

type OutputFile = WorkflowOutputResponse['fileList'][number];
type ToolLink = OutputFile['analyzeTool'][number];

/** One line of a picker that says something instead of offering a tool. */
const note = (key: string, label: string): NonNullable<MenuProps['items']>[number] => ({ key, label, disabled: true });

const withFile = (path: string, fileUuid: string) => `${path}?${new URLSearchParams({ fileUuid }).toString()}`;
const nameOf = (tool: ToolLink, locale: Locale) => (locale === 'zh' ? tool.softwareZhName : tool.softwareEnName);

/**
 * A result row's pickers (spec 000 §2, §3): the analysis tools that take the file's type (the catalog, asked when the
 * picker opens, after the tools the app names for this output) and, for tables, the drawing pages (the catalog has no
 * draw tools of its own, so an output's drawTool list is not read). Each opens with the file chosen (`?fileUuid=`).
 * Folders get neither.
 */
export function OutputRowTools({ file }: { file: OutputFile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [asked, setAsked] = useState(false);
  const tools = useToolsForType(locale, file.fileType, asked);
  if (file.fileType === 'folder') return null;

  const catalog = tools.data?.softwareList ?? [];
  // The app's own links carry no kind; the catalog says it once asked, else the tool page takes any kind.
  const kindOf = (softwareId: string): ToolKind => catalog.find((s) => s.softwareId === softwareId)?.kind ?? 'tool';
  const named = file.analyzeTool.map((tool) => ({
    softwareId: tool.softwareId,
    kind: kindOf(tool.softwareId),
    name: nameOf(tool, locale),
  }));
  let analysisItems: MenuProps['items'];
  if (tools.isPending && named.length === 0) analysisItems = [note('loading', t('compute.tools.loading'))];
  else if (tools.isError && named.length === 0) analysisItems = [note('error', errorText(t, tools.error))];
  else {
    const fromCatalog = catalog
      .filter((tool) => tool.kind !== 'draw')
      .map((tool) => ({ softwareId: tool.softwareId, kind: tool.kind, name: tool.softName }));
    const all = [...named, ...fromCatalog].filter(
      (tool, i, list) => list.findIndex((o) => o.softwareId === tool.softwareId) === i,
    );
    analysisItems =
      all.length === 0
        ? [note('none', t('compute.tools.noAnalysis'))]
        : all.map((tool) => ({
            key: tool.softwareId,
            label: <Link to={withFile(toolDetailPath(locale, tool), file.fileUuid)}>{tool.name}</Link>,
          }));
  }

  const drawingItems: MenuProps['items'] = TABLE_DRAWING_ROUTES.map((route) => ({
    key: route,
    label: <Link to={tableDrawingHref(locale, route, file.fileUuid)}>{t(routeTitleKey(route))}</Link>,
  }));

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        onOpenChange={(next) => setAsked(next || asked)}
        menu={{ items: analysisItems }}
      >
        <Button
          type="text"
          size="small"
          icon={<ExperimentOutlined />}
          data-testid="output-analysis-tools"
          title={t('compute.tools.analysis')}
          aria-label={t('compute.tools.analysis')}
        />
      </Dropdown>
      {isDrawableType(file.fileType) && (
        <Dropdown trigger={['click']} placement="bottomRight" menu={{ items: drawingItems }}>
          <Button
            type="text"
            size="small"
            icon={<AreaChartOutlined />}
            data-testid="output-drawing-tools"
            title={t('compute.tools.draw')}
            aria-label={t('compute.tools.draw')}
          />
        </Dropdown>
      )}
    </>
  );
}
