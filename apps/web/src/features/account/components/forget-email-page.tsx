import { MailOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Alert, Button, Form, Input, Result, Spin, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ACCOUNT_LINK_TTL_SECONDS } from '@biocloud/contracts';
import { useAccountProviders } from '../../../shared/api/account-providers';
import { useRequestResetByEmail } from '../api/password-reset';
import { showSubmitError } from '../../../shared/api/field-errors';
import { BackToLogin } from './forget-type-page';
import { ResetUnavailable } from './reset-unavailable';
import '../account.css';

/**
 * user/forget/email: asks for a reset link. The answer never says whether an account has the address, so the page
 * says the same "if it exists, a link is on its way" in every case. A site without e-mail says so before any typing.
 */
export function ForgetEmailPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const request = useRequestResetByEmail();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const providers = useAccountProviders();

  if (!providers.data) return <Spin className="account-loading" />;
  if (!providers.data.email) return <ResetUnavailable way="email" />;
  if (sentTo) {
    return (
      <Result
        status="success"
        icon={<MailOutlined />}
        title={t('user.forget.email.sentTitle')}
        subTitle={t('user.forget.email.sent', {
          email: sentTo,
          minutes: ACCOUNT_LINK_TTL_SECONDS.resetPassword / 60,
        })}
        extra={<BackToLogin />}
      />
    );
  }

  const onFinish = ({ email }: { email: string }) => {
    setFailure(null);
    request.mutate(
      { email: email.trim() },
      { onSuccess: () => setSentTo(email.trim()), onError: (error) => setFailure(showSubmitError(form, t, error)) },
    );
  };

  return (
    <div className="account-page">
      <Typography.Title level={3}>{t('user.forget.email.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('user.forget.email.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          name="email"
          label={t('user.forget.email.email')}
          rules={[
            { required: true, whitespace: true, message: t('user.forget.email.emailRequired') },
            { type: 'email', message: t('errors.EMAIL_INVALID') },
          ]}
        >
          <Input prefix={<MailOutlined />} autoComplete="email" autoFocus inputMode="email" />
        </Form.Item>
        {failure && <Alert className="account-alert" type="error" showIcon title={failure} />}
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          {t('user.forget.email.submit')}
        </Button>
      </Form>
      <BackToLogin />
    </div>
  );
}
