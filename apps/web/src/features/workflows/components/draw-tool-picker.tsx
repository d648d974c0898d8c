import { AreaChartOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { WorkflowOutputResponse } from '@biocloud/contracts';
import { drawToolPath, isDrawType, isDrawableType } from '../../../shared/drawing-links';
import { useLocale } from '../../../shared/i18n/use-locale';
import { toolWithFileHref } from '../../../shared/tool-route';
import { DrawingPicker, ToolPickerButton } from '../../../shared/ui/tool-pickers';

type OutputFile = WorkflowOutputResponse['fileList'][number];

/** Test id of the row's drawing-tool button (the e2e suites open it); its menu items add `-<tool id>`. */
const TEST_ID = 'draw-picker';

/**
 * A result row's drawing-tool picker: the drawing tools the app names for this output (its drawTool list: draw types,
 * or catalog tools of kind draw), else, for a table, every drawing page that reads one table; nothing otherwise.
 * The wrapper keeps the id the picker had before the app's list existed.
 */
export function DrawToolPicker({ file }: { file: OutputFile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = t('compute.tools.draw');
  if (file.drawTool.length === 0) {
    if (!isDrawableType(file.fileType)) return null;
    return (
      <span data-testid="output-drawing-tools">
        <DrawingPicker fileUuid={file.fileUuid} title={title} testId={TEST_ID} />
      </span>
    );
  }
  const items: MenuProps['items'] = file.drawTool.map((tool) => {
    const href = isDrawType(tool.toolId)
      ? drawToolPath(locale, tool.toolId, file.fileUuid)
      : toolWithFileHref(locale, { softwareId: tool.softwareId, kind: 'draw' }, file.fileUuid);
    return {
      key: tool.toolId,
      label: (
        <Link to={href} data-testid={`${TEST_ID}-${tool.toolId}`}>
          {locale === 'zh' ? tool.softwareZhName : tool.softwareEnName}
        </Link>
      ),
    };
  });
  return (
    <span data-testid="output-drawing-tools">
      <ToolPickerButton icon={<AreaChartOutlined />} items={items} title={title} testId={TEST_ID} />
    </span>
  );
}
