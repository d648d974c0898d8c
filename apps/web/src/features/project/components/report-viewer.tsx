import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ReportRow } from '@biocloud/contracts';
import { reportDownloadHref, reportOpenHref } from '../api/reports';
import { reportViewOf } from '../lib/report-view';

/**
 * A report shown in the page: HTML in a sandboxed frame (no scripts, no access to the console's origin, so a report
 * cannot act as the user), PDF in the browser's own viewer.
 */
interface ReportViewerProps {
  report: ReportRow;
  onLoaded: () => void;
  onClose: () => void;
}

export function ReportViewer({ report, onLoaded, onClose }: ReportViewerProps) {
  const { t } = useTranslation();
  const view = reportViewOf(report.fileType);
  return (
    <Modal
      open
      width="90vw"
      className="report-viewer"
      title={report.applicationName}
      onCancel={onClose}
      footer={
        <Button icon={<DownloadOutlined />} href={reportDownloadHref(report.projectId)} download={report.fileName}>
          {t('project.reports.download')}
        </Button>
      }
      destroyOnHidden
    >
      <iframe
        className="report-frame"
        title={report.fileName}
        src={reportOpenHref(report.projectId)}
        data-testid="report-frame"
        onLoad={onLoaded}
        {...(view === 'html' ? { sandbox: '' } : {})}
      />
    </Modal>
  );
}
