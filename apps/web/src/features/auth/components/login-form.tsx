import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLocale } from '../../../shared/i18n/use-locale';
import { errorText } from '../../../shared/api/error-text';
import { pathTo } from '../../../shared/config/paths';
import { useLogin, type LoginInput } from '../api/login';
import { RegisterLink } from './register-link';

// Shown after a failed attempt only: its code stays off the login page's first load.
const Alert = lazy(() => import('antd/es/alert'));

interface LoginFormProps {
  onLoggedIn: () => void;
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const loginMutation = useLogin();
  const onFinish = (values: LoginInput) => {
    loginMutation.mutate(
      { username: values.username.trim(), password: values.password, rememberMe: Boolean(values.rememberMe) },
      { onSuccess: onLoggedIn },
    );
  };

  return (
    <Form<LoginInput>
      name="login"
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ rememberMe: false }}
      onFinish={onFinish}
      onValuesChange={() => loginMutation.reset()}
    >
      <Form.Item
        name="username"
        label={t('login.username')}
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          autoComplete="username"
          autoFocus
          placeholder={t('login.usernamePlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
        />
      </Form.Item>
      <div className="login-row">
        <Form.Item name="rememberMe" valuePropName="checked" noStyle>
          <Checkbox>{t('login.rememberMe')}</Checkbox>
        </Form.Item>
        <Link to={pathTo(locale, 'user-forget-type')}>{t('login.forgot')}</Link>
      </div>
      {loginMutation.isError && (
        <Suspense fallback={null}>
          <Alert className="login-error" type="error" showIcon title={errorText(t, loginMutation.error)} />
        </Suspense>
      )}
      <Button type="primary" htmlType="submit" block loading={loginMutation.isPending}>
        {t('login.submit')}
      </Button>
      <RegisterLink />
    </Form>
  );
}
