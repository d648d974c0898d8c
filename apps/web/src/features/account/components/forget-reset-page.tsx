import { useState } from 'react';
import { Button, Form, Input, Result, Spin, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { errorText } from '../../../shared/api/error-text';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useResetLink, useResetPassword } from '../api/password-reset';
import { showSubmitError } from '../../../shared/api/field-errors';
import { BackToLogin } from './forget-type-page';
import { ResetPasswordDone, ResetPasswordFields } from './reset-password-fields';
import '../account.css';

interface ResetValues {
  password: string;
  rePassword: string;
}

/** Why a link cannot be used, as the failure page's title (the three the server tells apart, else a generic one). */
const LINK_FAILURES = new Set(['ACCOUNT_LINK_EXPIRED', 'ACCOUNT_LINK_USED', 'ACCOUNT_LINK_INVALID']);

/** user/forget/reset/:querystring: the link check, then the form, then a success or a failure page (spec 001 §4). */
export function ForgetResetPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { querystring = '' } = useParams();
  const link = useResetLink(querystring);
  const reset = useResetPassword();
  const [form] = Form.useForm<ResetValues>();
  const [failure, setFailure] = useState<string | null>(null);

  const linkError =
    link.error ?? (reset.error instanceof ApiError && LINK_FAILURES.has(reset.error.code) ? reset.error : null);
  if (linkError) {
    const code = linkError instanceof ApiError && LINK_FAILURES.has(linkError.code) ? linkError.code : null;
    return (
      <Result
        status="error"
        title={t(code ? `user.forget.reset.failed.${code}` : 'user.forget.reset.failed.other')}
        subTitle={code ? t(`user.linkFailedHint.${code}`) : errorText(t, linkError)}
        extra={[
          <Link key="again" to={pathTo(locale, 'user-forget-type')}>
            <Button type="primary">{t('user.forget.reset.askAgain')}</Button>
          </Link>,
          <BackToLogin key="login" />,
        ]}
      />
    );
  }
  if (reset.isSuccess) return <ResetPasswordDone />;
  if (!link.data) return <Spin className="account-loading" />;

  const { userId, username } = link.data;
  const onFinish = (values: ResetValues) => {
    setFailure(null);
    reset.mutate(
      { querystring, userId, ...values },
      { onError: (error) => setFailure(showSubmitError(form, t, error)) },
    );
  };

  return (
    <div className="account-page">
      <Typography.Title level={3}>{t('user.forget.reset.title')}</Typography.Title>
      <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={onFinish}>
        <Form.Item label={t('user.forget.reset.account')}>
          <Input value={username} disabled autoComplete="username" />
        </Form.Item>
        <ResetPasswordFields failure={failure} pending={reset.isPending} autoFocus />
      </Form>
    </div>
  );
}
