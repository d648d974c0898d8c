import { Form, Input, Result } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ACCOUNT_LINK_TTL_SECONDS, type EmailChange } from '@biocloud/contracts';
import { useChangeEmail } from '../api/security';
import { CurrentPasswordItem } from './current-password-item';
import { FormModal } from './form-modal';

/**
 * Spec 001 §7, e-mail change: the new address and the password. The address changes only when the link sent to it
 * is opened (the bind page), so a mistyped address changes nothing.
 */
export function EmailChangeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EmailChange>();
  const change = useChangeEmail();

  return (
    <FormModal<EmailChange>
      form={form}
      name="email-change"
      title={t('userinfo.security.email.dialog')}
      okText={t('userinfo.security.email.send')}
      submit={(values) => change.mutateAsync({ newEmail: values.newEmail.trim(), password: values.password })}
      fieldOfCode={{ PASSWORD_WRONG: 'password', EMAIL_TAKEN: 'newEmail', EMAIL_SAME: 'newEmail' }}
      onClose={onClose}
      done={
        change.data && (
          <Result
            status="success"
            title={t('userinfo.security.email.sentTitle')}
            subTitle={t('userinfo.security.email.sent', {
              email: change.data.sentTo,
              hours: ACCOUNT_LINK_TTL_SECONDS.changeEmail / 3600,
            })}
          />
        )
      }
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
      <CurrentPasswordItem />
    </FormModal>
  );
}
