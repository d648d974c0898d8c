import { useState } from 'react';
import { Alert, Button, Form, Input, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PhoneResetRequest } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useAccountProviders } from '../api/get-providers';
import { useResetByPhone } from '../api/phone';
import { showSubmitError } from '../lib/field-errors';
import { newPasswordRules, repeatPasswordRules } from '../lib/password-field-rules';
import { BackToLogin } from './forget-type-page';
import { PhoneFields } from './phone-fields';
import '../account.css';

/** user/forget/phone: the phone, its SMS code and the new password, then a success page. */
export function ForgetPhonePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const providers = useAccountProviders();
  const [form] = Form.useForm<PhoneResetRequest>();
  const reset = useResetByPhone();
  const [failure, setFailure] = useState<string | null>(null);

  if (!providers.data) return <Spin className="account-loading" />;
  if (!providers.data.sms) {
    return <Result status="info" title={t('user.phone.unavailable')} extra={<BackToLogin />} />;
  }
  if (reset.isSuccess) {
    return (
      <Result
        status="success"
        title={t('user.forget.reset.doneTitle')}
        subTitle={t('user.forget.reset.done')}
        extra={
          <Link to={pathTo(locale, 'user-login')}>
            <Button type="primary">{t('user.forget.reset.login')}</Button>
          </Link>
        }
      />
    );
  }

  const onFinish = (values: PhoneResetRequest) => {
    setFailure(null);
    reset.mutate(values, {
      onError: (error) => setFailure(showSubmitError(form, t, error, { CODE_INVALID: 'phoneCode' })),
    });
  };

  return (
    <div className="account-page">
      <Typography.Title level={3}>{t('user.phone.title')}</Typography.Title>
      <Form form={form} name="forget-phone" layout="vertical" requiredMark={false} onFinish={onFinish}>
        <PhoneFields form={form} purpose="resetPassword" ns="user.phone" />
        <Form.Item
          name="password"
          label={t('user.forget.reset.password')}
          extra={t('user.forget.reset.passwordHint')}
          rules={newPasswordRules(t)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="rePassword"
          label={t('user.forget.reset.rePassword')}
          dependencies={['password']}
          rules={repeatPasswordRules(t, 'password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {failure && <Alert className="account-alert" type="error" showIcon title={failure} />}
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('user.forget.reset.submit')}
        </Button>
      </Form>
      <BackToLogin />
    </div>
  );
}
