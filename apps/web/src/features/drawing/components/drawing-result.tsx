import { DownloadOutlined, EditOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { drawingResultSchema } from '@biocloud/charts';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useRealtimeTopic } from '../../../shared/realtime/use-realtime-topic';
import { LinkButton } from '../../../shared/ui/link-button';
import { drawingQueryOptions, useDrawing } from '../api/get-drawing';
import { savedDrawingPath } from '../lib/draw-routes';

/**
 * The server's figure files of a submitted drawing. The `drawing` topic says when they are ready (spec 000 §3:
 * workflowName, drawType, outputFiles); the query also polls, in case the socket is down.
 */
export function DrawingResult({ drawingId }: { drawingId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const drawing = useDrawing(drawingId);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: drawingQueryOptions(drawingId).queryKey });
  useRealtimeTopic('drawing', {
    onEvent: (payload) => {
      const result = drawingResultSchema.safeParse(payload);
      if (result.success && result.data.drawingId === drawingId) refetch();
    },
    onResync: refetch,
  });

  const data = drawing.data;
  if (!data || data.status === 'RUNNING') {
    return (
      <Space data-testid="drawing-running">
        <Spin size="small" />
        {t('drawing.result.running')}
      </Space>
    );
  }
  if (data.status === 'FAILURE') {
    return <Alert type="error" showIcon title={data.errorMessage ?? t('drawing.result.failed')} />;
  }
  return (
    <div className="drawing-result" data-testid="drawing-result">
      <Typography.Text strong>{t('drawing.result.done', { name: data.workflowName })}</Typography.Text>
      <Space wrap className="drawing-result-files">
        {data.outputFiles.map((file) => (
          <Button
            key={file.fileUuid}
            icon={<DownloadOutlined />}
            href={`/api/v1/files/${file.fileUuid}/download`}
            data-testid={`result-${file.fileType}`}
          >
            {file.fileName}
          </Button>
        ))}
        {data.outputFolderUuid && (
          <LinkButton
            icon={<FolderOpenOutlined />}
            to={pathTo(locale, 'mydata-private', { fileUuid: data.outputFolderUuid })}
            data-testid="result-folder"
          >
            {t('drawing.result.folder')}
          </LinkButton>
        )}
        <LinkButton icon={<EditOutlined />} to={savedDrawingPath(locale, data.id)}>
          {t('drawing.result.reopen')}
        </LinkButton>
      </Space>
    </div>
  );
}
