import { useState } from 'react';
import { Form, Spin, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PhoneResetRequest } from '@biocloud/contracts';
import { useAccountProviders } from '../../../shared/api/account-providers';
import { useResetByPhone } from '../api/phone';
import { showSubmitError } from '../../../shared/api/field-errors';
import { BackToLogin } from './forget-type-page';
import { ResetPasswordDone, ResetPasswordFields } from './reset-password-fields';
import { PhoneFields } from './phone-fields';
import { ResetUnavailable } from './reset-unavailable';
import '../account.css';

/** user/forget/phone: the phone, its SMS code and the new password, then a success page. */
export function ForgetPhonePage() {
  const { t } = useTranslation();
  const providers = useAccountProviders();
  const [form] = Form.useForm<PhoneResetRequest>();
  const reset = useResetByPhone();
  const [failure, setFailure] = useState<string | null>(null);

  if (!providers.data) return <Spin className="account-loading" />;
  if (!providers.data.sms) return <ResetUnavailable way="phone" />;
  if (reset.isSuccess) return <ResetPasswordDone />;

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
        <ResetPasswordFields failure={failure} pending={reset.isPending} />
      </Form>
      <BackToLogin />
    </div>
  );
}
