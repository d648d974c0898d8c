import { ArrowLeftOutlined } from '@ant-design/icons';
import { Result, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import type { DrawType } from '@biocloud/charts';
import { pathTo } from '../../../shared/config/paths';
import { useRouteHandle } from '../../../shared/lib/route-handle';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { useDrawing } from '../api/get-drawing';
import { drawTypeOfRoute, isDrawType, NO_FILE } from '../lib/draw-routes';
import { DrawingEditor, type EditorStart } from './drawing-editor';
import '../drawing.css';

function PageHeader({ drawType }: { drawType: DrawType }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="drawing-header">
      <LinkButton type="link" icon={<ArrowLeftOutlined />} to={pathTo(locale, 'software-tools-drawtool')}>
        {t('drawing.back')}
      </LinkButton>
      <Typography.Title level={3} data-testid="drawing-title">
        {t(`drawing.types.${drawType}.name`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(`drawing.types.${drawType}.description`)}</Typography.Paragraph>
    </div>
  );
}

function Editor({ start }: { start: EditorStart }) {
  return (
    <>
      <PageHeader drawType={start.drawType} />
      {/* A new start (another file, another drawing) is a fresh editor. */}
      <DrawingEditor key={JSON.stringify(start)} start={start} />
    </>
  );
}

/** A saved drawing (detail/draw/:id), re-opened with its files and params to change and draw again. */
function SavedDrawing({ id }: { id: string }) {
  const { t } = useTranslation();
  const drawing = useDrawing(id);
  if (drawing.isError) return <Result status="warning" title={errorText(t, drawing.error)} />;
  if (!drawing.data) return <Skeleton active />;
  const { drawType, fileUuids, params, workflowName } = drawing.data;
  return <Editor start={{ drawType, fileUuids, params, workflowName }} />;
}

/**
 * Every drawing route: the chart pages of spec 000 §2 (`?fileUuid=` opens a table; heatmap/:id/:pid a table and the
 * folder to pick from), and detail/draw/:id for venn (id `venn`) or a saved drawing (its id).
 */
export function DrawingPage() {
  const handle = useRouteHandle();
  const params = useParams();
  const [search] = useSearchParams();
  const routeType = drawTypeOfRoute(handle?.name);
  const fromQuery = search.get('fileUuid');

  if (routeType === 'heatmap') {
    const file = params.id && params.id !== NO_FILE ? [params.id] : [];
    const folder = params.pid && params.pid !== NO_FILE ? params.pid : undefined;
    return <Editor start={{ drawType: 'heatmap', fileUuids: file, pickerFolder: folder }} />;
  }
  if (routeType) return <Editor start={{ drawType: routeType, fileUuids: fromQuery ? [fromQuery] : [] }} />;
  const id = params.id ?? '';
  if (isDrawType(id)) return <Editor start={{ drawType: id, fileUuids: fromQuery ? [fromQuery] : [] }} />;
  return <SavedDrawing id={id} />;
}
