import { useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PhoneBindRequest } from '@biocloud/contracts';
import { useBindPhone } from '../api/phone';
import { showSubmitError } from '../lib/field-errors';
import { PhoneFields } from './phone-fields';

/** Bind or change the phone (spec 001 §7: areaCode, phone, phoneCode, password). */
export function PhoneBindDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PhoneBindRequest>();
  const bind = useBindPhone();
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = (values: PhoneBindRequest) => {
    setFailure(null);
    bind.mutate(values, {
      onSuccess: () => {
        void message.success(t('userinfo.security.phone.done'));
        onClose();
      },
      onError: (error) =>
        setFailure(
          showSubmitError(form, t, error, {
            PASSWORD_WRONG: 'password',
            PHONE_TAKEN: 'phone',
            CODE_INVALID: 'phoneCode',
          }),
        ),
    });
  };

  return (
    <Modal
      open
      title={t('userinfo.security.phone.dialog')}
      okText={t('userinfo.security.save')}
      cancelText={t('userinfo.profile.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: bind.isPending }}
      onCancel={onClose}
      modalRender={(node) => (
        <Form<PhoneBindRequest> form={form} name="phone-bind" layout="vertical" onFinish={onFinish}>
          {node}
        </Form>
      )}
    >
      <PhoneFields form={form} purpose="bindPhone" ns="userinfo.security.phone" />
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
