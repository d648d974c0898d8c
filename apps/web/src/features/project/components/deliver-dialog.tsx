import { useState } from 'react';
import { App, Modal, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { validateUploadFile } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useDeliverFiles } from '../api/deliver-files';
import { FilePicker } from '../../../shared/ui/file-picker';

/** How many files one delivery takes (one multipart request; bigger batches go in several). */
const DELIVERY_MAX_FILES = 20;

/** Staff: uploads data into the project's data root; the customers are told by a message. */
export function DeliverDialog({ projectBaseId, onClose }: { projectBaseId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [files, setFiles] = useState<File[]>([]);
  const mutation = useDeliverFiles();

  const onOk = () =>
    mutation.mutate(
      { projectBaseId, files },
      {
        onSuccess: (answer) => {
          void message.success(t('project.deliver.done', { count: answer.fileUuids.length }));
          onClose();
        },
        onError: (error) => void message.error(errorText(t, error)),
      },
    );

  return (
    <Modal
      open
      title={t('project.deliver.title')}
      okText={t('project.deliver.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: files.length === 0, loading: mutation.isPending }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('project.deliver.hint')}</Typography.Paragraph>
      <FilePicker
        refusedKey="project.files.refused"
        files={files}
        onChange={setFiles}
        maxCount={DELIVERY_MAX_FILES}
        validate={validateUploadFile}
        buttonText={t('project.deliver.pick')}
        testId="deliver-pick"
      />
    </Modal>
  );
}
