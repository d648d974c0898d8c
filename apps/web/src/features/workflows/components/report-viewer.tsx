import { Alert, Modal, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { errorText } from '../../../shared/api/error-text';
import { useReport } from '../api/get-report';

interface ReportViewerProps {
  workflowId: string;
  fileUuid: string;
  title: string;
  onClose: () => void;
}

/**
 * The job's HTML report inline. The frame is sandboxed with nothing allowed: the report's own scripts, forms and
 * links cannot run against the console (its figures are embedded images, so they still show).
 */
export function ReportViewer({ workflowId, fileUuid, title, onClose }: ReportViewerProps) {
  const { t } = useTranslation();
  const report = useReport(workflowId, fileUuid);
  return (
    <Modal
      open
      title={t('compute.report.title', { name: title })}
      width="min(1200px, 96vw)"
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {report.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : report.isError ? (
        <Alert type="error" showIcon title={t('compute.report.loadFailed')} description={errorText(t, report.error)} />
      ) : (
        <iframe
          className="compute-report-frame"
          data-testid="report-frame"
          title={t('compute.report.frameTitle', { name: title })}
          sandbox=""
          srcDoc={report.data}
        />
      )}
    </Modal>
  );
}
