import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { MAINLAND_AREA_CODE, smsTarget, type QuickLoginRequest } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { safeRedirectTarget } from '../../../shared/lib/redirect-target';
import { useAccountProviders } from '../../../shared/api/account-providers';
import { useQuickLogin } from '../api/quick-login';
import { LoginWayLinks } from './login-way-links';
import { SendCodeButton } from './send-code-button';
import '../account.css';

type Values = Required<Pick<QuickLoginRequest, 'areaCode'>> & Omit<QuickLoginRequest, 'areaCode'>;

/** user/qlogin: log in with a phone number and the code sent to it by SMS. */
export function QuickLoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const providers = useAccountProviders();
  const quickLogin = useQuickLogin();
  const smsOff = providers.data?.sms === false;

  const target = async () => {
    const { areaCode, phone } = await form.validateFields(['areaCode', 'phone']);
    return smsTarget(areaCode, phone);
  };
  const onFinish = (values: Values) =>
    quickLogin.mutate(
      { areaCode: values.areaCode, phone: values.phone.trim(), code: values.code.trim() },
      {
        onSuccess: () => void navigate(safeRedirectTarget(searchParams.get('redirect'), locale), { replace: true }),
      },
    );

  return (
    <div className="login-page">
      <Typography.Title level={3} className="login-title">
        {t('user.qlogin.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('user.qlogin.subtitle')}</Typography.Paragraph>
      {smsOff && <Alert className="login-error" type="info" showIcon title={t('user.qlogin.notConfigured')} />}
      <Form<Values>
        form={form}
        name="qlogin"
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ areaCode: MAINLAND_AREA_CODE }}
        onFinish={onFinish}
        onValuesChange={() => quickLogin.reset()}
        disabled={smsOff}
      >
        <Form.Item label={t('user.qlogin.phone')} required>
          <Space.Compact block>
            <Form.Item
              name="areaCode"
              noStyle
              rules={[{ required: true, pattern: /^\+?\d{1,4}$/, message: t('user.qlogin.areaCodeInvalid') }]}
            >
              <Input className="qlogin-area-code" prefix="+" aria-label={t('user.qlogin.areaCode')} />
            </Form.Item>
            <Form.Item
              name="phone"
              noStyle
              rules={[{ required: true, pattern: /^[\d\s-]{5,20}$/, message: t('user.qlogin.phoneInvalid') }]}
            >
              <Input autoComplete="tel-national" autoFocus />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t('user.qlogin.code')} required>
          <div className="qlogin-code-row">
            <Form.Item
              name="code"
              noStyle
              rules={[{ required: true, pattern: /^\d{6}$/, message: t('user.qlogin.codeInvalid') }]}
            >
              <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
            </Form.Item>
            <SendCodeButton channel="sms" purpose="quickLogin" target={target} disabled={smsOff} />
          </div>
        </Form.Item>
        {quickLogin.isError && (
          <Alert className="login-error" type="error" showIcon title={errorText(t, quickLogin.error)} />
        )}
        <Button type="primary" htmlType="submit" block loading={quickLogin.isPending}>
          {t('user.qlogin.submit')}
        </Button>
        <LoginWayLinks current="quickLogin" />
      </Form>
    </div>
  );
}
