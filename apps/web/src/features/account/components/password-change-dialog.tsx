import { App, Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PasswordChange } from '@biocloud/contracts';
import { useChangePassword } from '../api/security';
import { newPasswordHint, newPasswordRules, repeatPasswordRules } from '../lib/password-field-rules';
import { CurrentPasswordItem } from './current-password-item';
import { FormModal } from './form-modal';

/** Spec 001 §3, password change: the current password, the new one twice; the other devices are logged out. */
export function PasswordChangeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordChange>();
  const change = useChangePassword();

  return (
    <FormModal<PasswordChange>
      form={form}
      name="password-change"
      title={t('userinfo.security.password.dialog')}
      okText={t('userinfo.security.save')}
      submit={change.mutateAsync}
      fieldOfCode={{ PASSWORD_WRONG: 'password' }}
      onDone={() => {
        void message.success(t('userinfo.security.password.done'));
        onClose();
      }}
      onClose={onClose}
    >
      <CurrentPasswordItem autoFocus />
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
    </FormModal>
  );
}
