import { Button, Modal, Tooltip, Typography } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import type { UploadClashDetails, UploadNameClash } from '@biocloud/contracts';

type Existing = UploadClashDetails['existing'][number];

interface UploadClashDialogProps {
  name: string;
  existing: Existing;
  /** Whether the field takes the existing file (its type); a folder it never takes. */
  takesExisting: boolean;
  onUseExisting: (existing: Existing) => void;
  onUpload: (choice: Exclude<UploadNameClash, 'refuse'>) => void;
  onCancel: () => void;
}

/**
 * A file chosen for upload whose name is taken in the private root (issue 14 item 4): use the file already there,
 * keep both (the upload gets a numbered name), or replace it. A folder of that name can be neither used nor replaced.
 */
export function UploadClashDialog({
  name,
  existing,
  takesExisting,
  onUseExisting,
  onUpload,
  onCancel,
}: UploadClashDialogProps) {
  const { t } = useTranslation();
  const useExisting = (
    <Button disabled={!takesExisting} onClick={() => onUseExisting(existing)}>
      {t('software.upload.clash.useExisting')}
    </Button>
  );
  return (
    <Modal
      open
      title={t('software.upload.clash.title')}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <div className="upload-clash-actions">
          <Button onClick={onCancel}>{t('software.upload.clash.cancel')}</Button>
          {takesExisting ? (
            useExisting
          ) : (
            <Tooltip
              title={existing.isFolder ? t('software.upload.clash.isFolder') : t('software.upload.clash.notAccepted')}
            >
              <span>{useExisting}</span>
            </Tooltip>
          )}
          <Button type="primary" onClick={() => onUpload('keepBoth')}>
            {t('software.upload.clash.keepBoth')}
          </Button>
          <Button danger disabled={existing.isFolder} onClick={() => onUpload('replace')}>
            {t('software.upload.clash.replace')}
          </Button>
        </div>
      }
    >
      <div data-testid="upload-clash-dialog">
        <Typography.Paragraph>{t('software.upload.clash.body', { name })}</Typography.Paragraph>
      </div>
    </Modal>
  );
}
