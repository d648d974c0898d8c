import { Card, Empty, Result, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EMPTY_CELL_TEXT, type WorkflowDetailResponse } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { formatBytes } from '../../../shared/format/bytes';
import { fileTypeLabel } from '../../../shared/format/file-type-label';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useWorkflowTab } from '../api/get-workflow-tabs';

/** The input tab (spec 000 §2, §3): each input file of the job, with the start of its content for text files. */
export function InputTab({ job }: { job: WorkflowDetailResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const input = useWorkflowTab(locale, job.id, 'input');

  if (input.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (input.isError) {
    return <Result status="warning" title={t('compute.input.loadFailed')} subTitle={errorText(t, input.error)} />;
  }
  if (input.data.fileList.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('compute.input.empty')} />;
  }
  return (
    <div className="compute-inputs" data-testid="compute-inputs">
      {input.data.fileList.map((file) => (
        <Card
          key={`${file.name}-${file.fileUuid}`}
          size="small"
          title={
            <span className="compute-input-title">
              <Typography.Text type="secondary">{file.label[locale]}</Typography.Text>
              <Typography.Text strong>{file.fileName}</Typography.Text>
              <Tag>{fileTypeLabel(t, file.fileType)}</Tag>
              <Typography.Text type="secondary">
                {file.fileSize === null ? EMPTY_CELL_TEXT : formatBytes(file.fileSize)}
              </Typography.Text>
            </span>
          }
        >
          <Typography.Text type="secondary" className="compute-input-path">
            {file.filePath}
          </Typography.Text>
          {file.content === '' ? (
            <Typography.Paragraph type="secondary">{t('compute.input.noContent')}</Typography.Paragraph>
          ) : (
            <pre className="job-mono-text compute-input-content" tabIndex={0}>
              {file.content}
            </pre>
          )}
        </Card>
      ))}
    </div>
  );
}
