import { useState } from 'react';
import { ExperimentOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Locale, ToolKind, WorkflowOutputResponse } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { toolWithFileHref } from '../../../shared/tool-route';
import { ToolPickerButton, pickerNote as note } from '../../../shared/ui/tool-pickers';
import { useToolsForType } from '../api/list-tools-for-type';
import { DrawToolPicker } from './draw-tool-picker';

type OutputFile = WorkflowOutputResponse['fileList'][number];
type ToolLink = OutputFile['analyzeTool'][number];

const nameOf = (tool: ToolLink, locale: Locale) => (locale === 'zh' ? tool.softwareZhName : tool.softwareEnName);

/**
 * A result row's pickers (spec 000 §2, §3): the analysis tools that take the file's type (the catalog, asked when the
 * picker opens, after the tools the app names for this output) and the drawing tools (draw-tool-picker.tsx). Each
 * opens with the file chosen (`?fileUuid=`). Folders get neither.
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
            label: <Link to={toolWithFileHref(locale, tool, file.fileUuid)}>{tool.name}</Link>,
          }));
  }

  return (
    <>
      <ToolPickerButton
        icon={<ExperimentOutlined />}
        items={analysisItems}
        onOpen={() => setAsked(true)}
        title={t('compute.tools.analysis')}
        testId="output-analysis-tools"
      />
      <DrawToolPicker file={file} />
    </>
  );
}
