import { FolderOpenOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Modal, Typography, Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { perFileUploadLimit } from '../lib/upload-limit';
import { useStorageUsage } from '../../../shared/api/get-storage-usage';
import { formatBytes } from '../../../shared/format/bytes';
import { UploadList } from './upload-list';

interface UploadDialogProps {
  open: boolean;
  folderUuid: string;
  onClose: () => void;
}

/**
 * antd's Upload only picks files here (beforeUpload hands the whole batch to the queue and keeps none): the queue
 * checks, hashes and sends with its own progress list. The page keeps this mounted, so closing the dialog neither
 * stops uploads nor re-renders the table on every progress event.
 */
export function UploadDialog({ open, folderUuid, onClose }: UploadDialogProps) {
  const { t } = useTranslation();
  const queue = useUploadQueue();
  // Read again each time the dialog opens: the free space bounds the largest file (upload-limit.ts).
  const usage = useStorageUsage({ enabled: open }).data;
  const take = (file: RcFile, batch: RcFile[]) => {
    if (file === batch[0]) void queue.add(folderUuid, batch);
    return Upload.LIST_IGNORE;
  };
  const finished = queue.items.length - queue.active;

  return (
    <Modal
      open={open}
      title={t('files.upload.title')}
      onCancel={onClose}
      width={680}
      footer={[
        <Button key="clear" disabled={finished === 0} onClick={queue.clearFinished}>
          {t('files.upload.clearFinished')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('files.upload.close')}
        </Button>,
      ]}
    >
      <div data-testid="upload-files">
        <Upload.Dragger multiple showUploadList={false} beforeUpload={take}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('files.upload.drop')}</p>
          {usage && (
            <p className="ant-upload-hint" data-testid="upload-limit">
              {t('files.upload.limit', {
                limit: formatBytes(perFileUploadLimit(usage)),
                free: formatBytes(Math.max(0, usage.quotaBytes - usage.usedBytes)),
                quota: formatBytes(usage.quotaBytes),
              })}
            </p>
          )}
          <p className="ant-upload-hint">{t('files.upload.hint')}</p>
        </Upload.Dragger>
      </div>
      <div className="upload-folder" data-testid="upload-folder">
        <Upload directory showUploadList={false} beforeUpload={take}>
          <Button icon={<FolderOpenOutlined />}>{t('files.upload.pickFolder')}</Button>
        </Upload>
        <Typography.Text type="secondary">{t('files.upload.folderHint')}</Typography.Text>
      </div>
      {queue.items.length > 0 && (
        <UploadList
          items={queue.items}
          onPause={(id) => void queue.pause(id)}
          onResume={queue.resume}
          onCancel={(id) => void queue.cancel(id)}
        />
      )}
    </Modal>
  );
}
