import { useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PasswordChange } from '@biocloud/contracts';
import { useChangePassword } from '../api/security';
import { showSubmitError } from '../lib/field-errors';
import { newPasswordHint, newPasswordRules, repeatPasswordRules } from '../lib/password-field-rules';

/** Spec 001 §3, password change: the current password, the new one twice; the other devices are logged out. */
export function PasswordChangeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordChange>();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = (values: PasswordChange) => {
    setFailure(null);
    change.mutate(values, {
      onSuccess: () => {
        void message.success(t('userinfo.security.password.done'));
        onClose();
      },
      onError: (error) => setFailure(showSubmitError(form, t, error, { PASSWORD_WRONG: 'password' })),
    });
  };

  return (
    <Modal
      open
      title={t('userinfo.security.password.dialog')}
      okText={t('userinfo.security.save')}
      cancelText={t('userinfo.profile.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: change.isPending }}
      onCancel={onClose}
      modalRender={(node) => (
        <Form<PasswordChange> form={form} name="password-change" layout="vertical" onFinish={onFinish}>
          {node}
        </Form>
      )}
    >
      <Form.Item
        name="password"
        label={t('userinfo.security.password.current')}
        rules={[{ required: true, message: t('errors.PASSWORD_REQUIRED') }]}
      >
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="modifyPassword"
        label={t('userinfo.security.password.new')}
        extra={newPasswordHint(t)}
        rules={newPasswordRules(t)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('userinfo.security.password.confirm')}
        dependencies={['modifyPassword']}
        rules={repeatPasswordRules(t, 'modifyPassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
