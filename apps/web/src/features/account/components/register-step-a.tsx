import { Form, Input, Select } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { smsTarget, type CodeChannel, type RegisterRequest } from '@biocloud/contracts';
import { fieldRule } from '../lib/field-rule';
import { newPasswordHint } from '../lib/password-field-rules';
import { SendCodeButton } from './send-code-button';

/** Area codes offered; mainland China first (the default). */
const AREA_CODES = ['86', '852', '853', '886', '1', '44', '81', '82', '65', '61', '49', '33'];

/**
 * Step A: who the account is (phone or e-mail, verified by a code when the sign-up policy asks for one) and its
 * password. `boundEmail`: the address an invitation is for, shown and not editable.
 */
export function RegisterStepA({
  channel,
  withCode,
  boundEmail,
}: {
  channel: CodeChannel;
  withCode: boolean;
  boundEmail: string | null;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<RegisterRequest>();
  const rule = (field: Parameters<typeof fieldRule>[3]) => [fieldRule(t, form, channel, field, withCode)];

  const codeTarget = async () => {
    if (channel === 'sms') {
      const values = await form.validateFields(['areaCode', 'phone']);
      return smsTarget(values.areaCode ?? '86', values.phone ?? '');
    }
    return ((await form.validateFields(['email'])).email ?? '').trim();
  };

  return (
    <>
      {channel === 'sms' && (
        <Form.Item label={t('user.register.phone')} required>
          <div className="register-phone">
            <Form.Item name="areaCode" noStyle>
              <Select
                aria-label={t('user.register.areaCode')}
                className="register-area-code"
                options={AREA_CODES.map((code) => ({
                  value: code,
                  label: t('user.register.areaCodeOption', { code }),
                }))}
              />
            </Form.Item>
            <Form.Item name="phone" noStyle rules={rule('phone')}>
              <Input autoComplete="tel-national" inputMode="tel" placeholder={t('user.register.phonePlaceholder')} />
            </Form.Item>
          </div>
        </Form.Item>
      )}
      <Form.Item
        name="email"
        label={t('user.register.email')}
        rules={rule('email')}
        extra={channel === 'sms' || !withCode ? t('user.register.emailLoginHint') : undefined}
      >
        <Input
          autoComplete="email"
          inputMode="email"
          placeholder={t('user.register.emailPlaceholder')}
          disabled={boundEmail !== null}
        />
      </Form.Item>
      {withCode && (
        <Form.Item label={t(channel === 'sms' ? 'user.register.smsCode' : 'user.register.emailCode')} required>
          <div className="register-code-row">
            <Form.Item name="code" noStyle rules={rule('code')}>
              <Input
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                placeholder={t('user.register.codePlaceholder')}
              />
            </Form.Item>
            <SendCodeButton channel={channel} purpose="register" target={codeTarget} />
          </div>
        </Form.Item>
      )}
      <Form.Item
        name="password"
        label={t('user.register.password')}
        rules={rule('password')}
        extra={newPasswordHint(t)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="rePassword"
        label={t('user.register.rePassword')}
        dependencies={['password']}
        rules={rule('rePassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
