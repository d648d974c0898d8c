import { WechatOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { Alert, Button, Result, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useAccountProviders } from '../../../shared/api/account-providers';
import { useStartWechat } from '../api/start-wechat';
import { LoginWayLinks } from './login-way-links';
import '../account.css';

/** Spec 001 §4, §8: after a WeChat information failure the user is sent to the profile after this long. */
export const WECHAT_FAILURE_RETURN_MS = 3000;

/** Failure shown on the way back to the profile (which sends a logged-out visitor on to the login). */
function WechatFailure() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate(pathTo(locale, 'userinfo-edit'), { replace: true }),
      WECHAT_FAILURE_RETURN_MS,
    );
    return () => window.clearTimeout(timer);
  }, [locale, navigate]);
  return (
    <Result
      status="warning"
      title={t('errors.WECHAT_INFO_FAILED')}
      subTitle={t('user.wechat.returning', { seconds: WECHAT_FAILURE_RETURN_MS / 1000 })}
    />
  );
}

/** user/wlogin: log in by scanning WeChat's QR code (WeChat's own page, reached through the server's start). */
export function WechatLoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const providers = useAccountProviders();
  const start = useStartWechat();
  const error = searchParams.get('error');

  if (error === 'WECHAT_INFO_FAILED') return <WechatFailure />;
  const configured = providers.data?.wechat === true;

  return (
    <div className="login-page">
      <Typography.Title level={3} className="login-title">
        {t('user.wechat.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('user.wechat.subtitle')}</Typography.Paragraph>
      <Space orientation="vertical" size="middle" className="wechat-login-body">
        {error && (
          <Alert type="error" showIcon title={t(`errors.${error}`, { defaultValue: t('common.requestFailed') })} />
        )}
        {providers.data && !configured && <Alert type="info" showIcon title={t('user.wechat.notConfigured')} />}
        {start.isError && <Alert type="error" showIcon title={errorText(t, start.error)} />}
        <Button
          type="primary"
          size="large"
          block
          icon={<WechatOutlined />}
          disabled={!configured}
          loading={providers.isPending || start.isPending}
          onClick={() => start.mutate({ purpose: 'login', locale })}
        >
          {t('user.wechat.scan')}
        </Button>
        <LoginWayLinks current="wechat" />
      </Space>
    </div>
  );
}
