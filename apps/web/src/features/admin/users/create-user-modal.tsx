import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { AdminCreateUser } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useCreateUser } from '../console/admin-api';
import { showResetLink } from './reset-link';

/** A new customer account; its owner sets the password through the reset link (mailed or handed over). */
export function CreateUserModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<AdminCreateUser>();
  const create = useCreateUser();
  const onFinish = (values: AdminCreateUser) =>
    create.mutate(
      { ...values, email: values.email || undefined },
      {
        onSuccess: (answer) => {
          onClose();
          showResetLink(modal, t, answer, t('admin.users.createdDone', { username: answer.username }));
        },
        onError: (error) => form.setFields([{ name: 'username', errors: [errorText(t, error)] }]),
      },
    );
  return (
    <Modal
      open
      title={t('admin.users.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'admin-user-create-ok' }}
    >
      <Form form={form} layout="vertical" onFinish={onFinish} name="admin-create-user">
        <Form.Item
          name="username"
          label={t('admin.users.username')}
          rules={[{ required: true, pattern: /^[\w.@-]{2,64}$/, message: t('admin.users.usernameRule') }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t('admin.users.email')} rules={[{ type: 'email' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="realName" label={t('admin.users.realName')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="company" label={t('admin.users.company')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
