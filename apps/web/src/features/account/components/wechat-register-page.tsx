import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { WECHAT_USERNAME_PATTERN, type FieldProblem, type WechatRegisterRequest } from '@biocloud/contracts';
import { ApiError } from '../../../shared/api-client';
import { pathTo } from '../../../shared/config/paths';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useRegisterWechatPending } from '../api/wechat-pending';
import { newPasswordHint, newPasswordRules, repeatPasswordRules } from '../lib/password-field-rules';
import { WechatPendingFrame } from './wechat-pending-frame';

/** The server's refusal per field (details.fields), when it gave one. */
function fieldProblems(error: unknown): FieldProblem[] {
  if (!(error instanceof ApiError)) return [];
  const fields = (error.details as { fields?: FieldProblem[] } | undefined)?.fields;
  return Array.isArray(fields) ? fields : [];
}

/** user/weixin/soonRegist: a new account for the WeChat user, bound to them and logged in. */
export function WechatRegisterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [form] = Form.useForm<WechatRegisterRequest>();
  const register = useRegisterWechatPending();
  const onFinish = (values: WechatRegisterRequest) =>
    register.mutate(
      { ...values, username: values.username.trim(), email: values.email?.trim() || undefined },
      {
        onSuccess: () => void navigate(pathTo(locale, 'dashboard'), { replace: true }),
        onError: (error) =>
          form.setFields(fieldProblems(error).map((p) => ({ name: p.field, errors: [t(`errors.${p.code}`)] }))),
      },
    );
  const problems = fieldProblems(register.error);
  return (
    <WechatPendingFrame title={t('user.wechat.registerTitle')}>
      <Form<WechatRegisterRequest>
        form={form}
        name="wechat-register"
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={onFinish}
      >
        <Form.Item
          name="username"
          label={t('login.username')}
          rules={[
            { required: true, message: t('login.usernameRequired') },
            { pattern: WECHAT_USERNAME_PATTERN, message: t('errors.WECHAT_USERNAME_INVALID') },
          ]}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} extra={newPasswordHint(t)} rules={newPasswordRules(t)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="rePassword"
          label={t('user.wechat.rePassword')}
          dependencies={['password']}
          rules={repeatPasswordRules(t, 'password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('user.wechat.emailOptional')}
          rules={[{ type: 'email', message: t('errors.WECHAT_EMAIL_INVALID') }]}
        >
          <Input autoComplete="email" />
        </Form.Item>
        {register.isError && problems.length === 0 && (
          <Alert className="login-error" type="error" showIcon title={errorText(t, register.error)} />
        )}
        <Button type="primary" htmlType="submit" block loading={register.isPending}>
          {t('user.wechat.registerSubmit')}
        </Button>
        <div className="login-register">
          <span>{t('user.wechat.haveAccount')}</span>
          <Link to={pathTo(locale, 'user-weixin-bind')}>{t('user.wechat.bindLink')}</Link>
        </div>
      </Form>
    </WechatPendingFrame>
  );
}
