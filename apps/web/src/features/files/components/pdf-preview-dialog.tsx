import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { DataFile } from '@biocloud/contracts';
import { downloadUrl } from '../api/download-files';

interface PdfPreviewDialogProps {
  file: DataFile;
  onDownload: (file: DataFile) => void;
  onClose: () => void;
}

/** PDF inline, in the browser's own viewer (download?inline=1). */
export function PdfPreviewDialog({ file, onDownload, onClose }: PdfPreviewDialogProps) {
  const { t } = useTranslation();
  const src = downloadUrl(file.fileUuid, { inline: true });
  return (
    <Modal
      open
      title={t('files.preview.title', { name: file.name })}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      rootClassName="pdf-preview-dialog"
      footer={[
        <Button key="tab" icon={<ExportOutlined />} href={src} target="_blank" rel="noopener">
          {t('files.preview.openInTab')}
        </Button>,
        <Button key="download" type="primary" icon={<DownloadOutlined />} onClick={() => onDownload(file)}>
          {t('files.actions.download')}
        </Button>,
      ]}
    >
      <iframe className="pdf-frame" src={src} title={t('files.preview.pdfFrame', { name: file.name })} />
    </Modal>
  );
}
