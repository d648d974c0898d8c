import { Alert, Button, Form, Input, Result } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { newPasswordHint, newPasswordRules, repeatPasswordRules } from '../lib/password-field-rules';

interface ResetPasswordFieldsProps {
  /** The refusal of the last submit, in the user's language. */
  failure: string | null | undefined;
  pending: boolean;
  autoFocus?: boolean;
}

/** The new password twice, the refusal and the submit: the end of both reset forms (by e-mail link, by phone). */
export function ResetPasswordFields({ failure, pending, autoFocus }: ResetPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t('user.forget.reset.password')}
        extra={newPasswordHint(t)}
        rules={newPasswordRules(t)}
      >
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
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
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('user.forget.reset.submit')}
      </Button>
    </>
  );
}

/** The page both reset forms end on once the new password is set: on to the login. */
export function ResetPasswordDone() {
  const { t } = useTranslation();
  const locale = useLocale();
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
