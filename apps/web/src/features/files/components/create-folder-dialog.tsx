import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { validateFolderName } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useCreateFolder } from '../api/create-folder';
import { contractsRule } from '../../../shared/ui/contracts-rule';

const FORM = 'create-folder';

interface CreateFolderDialogProps {
  parentUuid: string;
  onClose: () => void;
}

/** New folder in the table's folder, with the main-table rule (letters, digits, underscore, hyphen, dot). */
export function CreateFolderDialog({ parentUuid, onClose }: CreateFolderDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ fileName: string }>();
  const mutation = useCreateFolder();

  const onFinish = ({ fileName }: { fileName: string }) => {
    mutation.mutate(
      { fileName: fileName.trim(), parentsUuid: parentUuid },
      {
        onSuccess: () => {
          void message.success(t('files.folder.created'));
          onClose();
        },
        onError: (error) => form.setFields([{ name: 'fileName', errors: [errorText(t, error)] }]),
      },
    );
  };

  return (
    <Modal
      open
      title={t('files.folder.title')}
      okText={t('files.folder.ok')}
      cancelText={t('common.cancel')}
      // The OK button submits the form, so Enter in the field submits too.
      okButtonProps={{ htmlType: 'submit', form: FORM, loading: mutation.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form name={FORM} form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          name="fileName"
          label={t('files.folder.name')}
          extra={t('files.folder.rule')}
          rules={[contractsRule(t, validateFolderName)]}
        >
          <Input autoFocus autoComplete="off" placeholder={t('files.folder.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
