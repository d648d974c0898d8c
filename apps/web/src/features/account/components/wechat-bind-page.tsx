import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import type { WechatBindRequest } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useBindWechatPending } from '../api/wechat-pending';
import { WechatPendingFrame } from './wechat-pending-frame';

/** user/weixin/bind: the WeChat user binds an account they have (its password proves it), and is logged in. */
export function WechatBindPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const bind = useBindWechatPending();
  const onFinish = (values: WechatBindRequest) =>
    bind.mutate(
      { username: values.username.trim(), password: values.password },
      { onSuccess: () => void navigate(pathTo(locale, 'dashboard'), { replace: true }) },
    );
  return (
    <WechatPendingFrame title={t('user.wechat.bindTitle')}>
      <Form<WechatBindRequest>
        name="wechat-bind"
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={() => bind.reset()}
      >
        <Form.Item
          name="username"
          label={t('login.username')}
          rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
        >
          <Input autoComplete="username" autoFocus placeholder={t('login.usernamePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          rules={[{ required: true, message: t('login.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} />
        </Form.Item>
        {bind.isError && <Alert className="login-error" type="error" showIcon title={errorText(t, bind.error)} />}
        <Button type="primary" htmlType="submit" block loading={bind.isPending}>
          {t('user.wechat.bindSubmit')}
        </Button>
        <div className="login-register">
          <span>{t('user.wechat.noAccount')}</span>
          <Link to={pathTo(locale, 'user-weixin-soonRegist')}>{t('user.wechat.registerLink')}</Link>
        </div>
      </Form>
    </WechatPendingFrame>
  );
}
