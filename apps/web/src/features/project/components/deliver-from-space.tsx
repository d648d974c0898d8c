import { useState } from 'react';
import { ImportOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { errorText } from '../../../shared/api/error-text';
import { MyFilesPicker } from '../../../shared/tool-form/my-files-picker';
import { useDeliverFromSpace } from '../api/deliver-from-space';

interface DeliverFromSpaceProps {
  projectBaseId: string;
  /** The project data folder on screen (its root when absent): where the files land. */
  folderUuid: string | undefined;
}

/** Staff, on the project data page: move files of their own space into the open folder of the project's data. */
export function DeliverFromSpace({ projectBaseId, folderUuid }: DeliverFromSpaceProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const mutation = useDeliverFromSpace();

  const deliver = (uuids: string[]) =>
    mutation.mutate(
      { projectBaseId, sourceFileUuids: uuids, ...(folderUuid ? { targetFolderUuid: folderUuid } : {}) },
      {
        onSuccess: (answer) => {
          void message.success(t('project.deliver.moved', { count: answer.fileUuids.length }));
          setOpen(false);
        },
        onError: (error) => void message.error(errorText(t, error)),
      },
    );

  return (
    <div className="project-data-staff">
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)} data-testid="deliver-from-space">
        {t('project.deliver.fromSpace')}
      </Button>
      {open && (
        <MyFilesPicker
          title={t('project.deliver.fromSpaceTitle')}
          hint={t('project.deliver.fromSpaceHint')}
          okText={t('project.deliver.move')}
          busy={mutation.isPending}
          onPick={(files) => deliver(files.map((f) => f.fileUuid))}
          onCancel={() => setOpen(false)}
        />
      )}
    </div>
  );
}
