import { Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** The account's current password, which a security change asks for (spec 001 §7), in the field `password`. */
export function CurrentPasswordItem({ autoFocus }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="password"
      label={t('userinfo.security.password.current')}
      rules={[{ required: true, message: t('errors.PASSWORD_REQUIRED') }]}
    >
      <Input.Password autoComplete="current-password" autoFocus={autoFocus} />
    </Form.Item>
  );
}
