import { Form, Input, Space, type FormInstance } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { MAINLAND_AREA_CODE, normalizedAreaCode, registrationPhone, type CodePurpose } from '@biocloud/contracts';
import { SendCodeButton } from './send-code-button';

interface PhoneValues {
  areaCode?: string;
  phone: string;
  phoneCode: string;
}

/**
 * Area code, number and the SMS code with its send button (spec: areaCode, phone, phoneCode), as the phone reset and
 * the phone binding ask them. Texts under `ns` (user or userinfo, the namespace the page loads).
 */
export function PhoneFields<V extends PhoneValues>({
  form,
  purpose,
  ns,
}: {
  form: FormInstance<V>;
  purpose: CodePurpose;
  ns: 'user.phone' | 'userinfo.security.phone';
}) {
  const { t } = useTranslation();
  const target = async () => {
    const values = (await form.validateFields(['areaCode', 'phone'])) as PhoneValues;
    return registrationPhone({ areaCode: normalizedAreaCode(values.areaCode), phone: values.phone.trim() });
  };
  return (
    <>
      <Form.Item label={t(`${ns}.phone`)} required>
        <Space.Compact block>
          <Form.Item name="areaCode" noStyle initialValue={MAINLAND_AREA_CODE}>
            <Input className="phone-area-code" prefix="+" aria-label={t(`${ns}.areaCode`)} maxLength={4} />
          </Form.Item>
          <Form.Item
            name="phone"
            noStyle
            rules={[{ required: true, pattern: /^\d{5,15}$/, message: t('errors.PHONE_INVALID') }]}
          >
            <Input aria-label={t(`${ns}.phone`)} inputMode="tel" autoComplete="tel-national" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item label={t(`${ns}.code`)} required>
        <Space.Compact block>
          <Form.Item
            name="phoneCode"
            noStyle
            rules={[{ required: true, pattern: /^\d{6}$/, message: t('errors.CODE_REQUIRED') }]}
          >
            <Input aria-label={t(`${ns}.code`)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <SendCodeButton channel="sms" purpose={purpose} target={target} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
