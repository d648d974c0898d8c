import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { validateRename, type DataFile } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useRenameFile } from '../api/rename-file';
import { contractsRule } from '../../../shared/ui/contracts-rule';

const FORM = 'rename-file';

interface RenameDialogProps {
  file: DataFile;
  onClose: () => void;
}

/** Rename with the spec rule: letters, digits, underscore, at most one dot with characters on both sides. */
export function RenameDialog({ file, onClose }: RenameDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ newName: string }>();
  const mutation = useRenameFile();

  const onFinish = ({ newName }: { newName: string }) => {
    mutation.mutate(
      { fileUuid: file.fileUuid, newName: newName.trim() },
      {
        onSuccess: () => {
          void message.success(t('files.rename.done'));
          onClose();
        },
        onError: (error) => form.setFields([{ name: 'newName', errors: [errorText(t, error)] }]),
      },
    );
  };

  return (
    <Modal
      open
      title={t('files.rename.title')}
      okText={t('files.rename.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', form: FORM, loading: mutation.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        name={FORM}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ newName: file.name }}
        onFinish={onFinish}
      >
        <Form.Item
          name="newName"
          label={t('files.rename.name')}
          extra={t('files.rename.rule')}
          rules={[contractsRule(t, validateRename)]}
        >
          <Input autoFocus autoComplete="off" onFocus={(event) => event.currentTarget.select()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
