import { useState } from 'react';
import { Alert, Form, Input, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_LINK_TTL_SECONDS, type EmailChange } from '@biocloud/contracts';
import { useChangeEmail } from '../api/security';
import { showSubmitError } from '../lib/field-errors';

/**
 * Spec 001 §7, e-mail change: the new address and the password. The address changes only when the link sent to it
 * is opened (the bind page), so a mistyped address changes nothing.
 */
export function EmailChangeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EmailChange>();
  const change = useChangeEmail();
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = (values: EmailChange) => {
    setFailure(null);
    change.mutate(
      { newEmail: values.newEmail.trim(), password: values.password },
      {
        onError: (error) =>
          setFailure(
            showSubmitError(form, t, error, {
              PASSWORD_WRONG: 'password',
              EMAIL_TAKEN: 'newEmail',
              EMAIL_SAME: 'newEmail',
            }),
          ),
      },
    );
  };

  if (change.data) {
    return (
      <Modal open footer={null} onCancel={onClose} title={t('userinfo.security.email.dialog')}>
        <Result
          status="success"
          title={t('userinfo.security.email.sentTitle')}
          subTitle={t('userinfo.security.email.sent', {
            email: change.data.sentTo,
            hours: ACCOUNT_LINK_TTL_SECONDS.changeEmail / 3600,
          })}
        />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t('userinfo.security.email.dialog')}
      okText={t('userinfo.security.email.send')}
      cancelText={t('userinfo.profile.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: change.isPending }}
      onCancel={onClose}
      modalRender={(node) => (
        <Form<EmailChange> form={form} name="email-change" layout="vertical" onFinish={onFinish}>
          {node}
        </Form>
      )}
    >
      <Form.Item
        name="newEmail"
        label={t('userinfo.security.email.new')}
        rules={[
          { required: true, whitespace: true, message: t('userinfo.security.email.required') },
          { type: 'email', message: t('errors.EMAIL_INVALID') },
        ]}
      >
        <Input autoComplete="email" inputMode="email" autoFocus />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('userinfo.security.password.current')}
        rules={[{ required: true, message: t('errors.PASSWORD_REQUIRED') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
