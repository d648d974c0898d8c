import { Button, Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DEFAULT_FOLDER_NAME, validateTreeFolderName } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useCreateFolder } from '../api/create-folder';
import { contractsRule } from '../../../shared/ui/contracts-rule';

interface TreeNewFolderFormProps {
  parentUuid: string;
  onCreated: (fileUuid: string) => void;
  onCancel: () => void;
}

/** A folder created inside the folder-tree dialog: the tree rule (letters, digits, underscore), NewFolder proposed. */
export function TreeNewFolderForm({ parentUuid, onCreated, onCancel }: TreeNewFolderFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ fileName: string }>();
  const mutation = useCreateFolder();

  const onFinish = ({ fileName }: { fileName: string }) =>
    mutation.mutate(
      { fileName: fileName.trim(), parentsUuid: parentUuid },
      {
        onSuccess: ({ fileUuid }) => onCreated(fileUuid),
        onError: (error) => form.setFields([{ name: 'fileName', errors: [errorText(t, error)] }]),
      },
    );

  return (
    <Form
      name="tree-new-folder"
      form={form}
      layout="inline"
      className="tree-new-folder"
      initialValues={{ fileName: DEFAULT_FOLDER_NAME }}
      onFinish={onFinish}
    >
      <Form.Item
        name="fileName"
        className="tree-new-folder-name"
        rules={[contractsRule(t, validateTreeFolderName, 'files.tree.nameRule')]}
      >
        <Input
          autoFocus
          autoComplete="off"
          aria-label={t('files.tree.newFolderName')}
          onFocus={(event) => event.currentTarget.select()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              // Closes this form only, not the whole dialog.
              event.stopPropagation();
              onCancel();
            }
          }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>
        {t('files.tree.create')}
      </Button>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
    </Form>
  );
}
