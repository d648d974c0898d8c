import { useState } from 'react';
import { ExperimentOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { DataFile } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { DrawingPicker, ToolPickerButton, pickerNote as note } from '../../../shared/ui/tool-pickers';
import { useToolsForFileType } from '../api/list-tools-for-file';
import { analysisToolHref, isAnalysisTool, isDrawable } from '../lib/tool-links';

/**
 * The "run tool" pickers of a file row (spec 000 §3): the analysis tools of the catalog that take the file's type,
 * and, for tables, the drawing pages. Each opens the tool with the file chosen (and the project, for a project's
 * file). Not shown for folders.
 */
export function RunToolPickers({ file, projectBaseId }: { file: DataFile; projectBaseId?: string | undefined }) {
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
            label: <Link to={analysisToolHref(locale, tool, file, projectBaseId)}>{tool.softName}</Link>,
          }));
  }
  return (
    <>
      <ToolPickerButton
        icon={<ExperimentOutlined />}
        items={analysisItems}
        onOpen={() => setOpen(true)}
        title={t('files.tools.analysis')}
        menuClassName="tool-picker-menu"
      />
      {isDrawable(file) && (
        <DrawingPicker fileUuid={file.fileUuid} title={t('files.tools.draw')} menuClassName="tool-picker-menu" />
      )}
    </>
  );
}
