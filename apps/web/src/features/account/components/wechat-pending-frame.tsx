import type { ReactNode } from 'react';
import { Alert, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useAccountProviders } from '../../../shared/api/account-providers';
import { useWechatPending } from '../api/wechat-pending';
import { LoginWayLinks } from './login-way-links';

/**
 * The frame of the two pages a WeChat user not yet known chooses between (bind an account, register quickly): who
 * WeChat said they are; with nobody waiting (a direct visit, expired), the way back to scanning, or where WeChat is
 * off, that it is off and the ways that work.
 */
export function WechatPendingFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pending = useWechatPending();
  const providers = useAccountProviders();
  const nobody = pending.isError || pending.data?.pending === null;
  return (
    <div className="login-page">
      <Typography.Title level={3} className="login-title">
        {title}
      </Typography.Title>
      {(pending.isPending || (nobody && providers.isPending)) && <Skeleton active />}
      {nobody && providers.data?.wechat === true && (
        <Alert
          type="info"
          showIcon
          data-testid="wechat-nobody-waiting"
          title={t('user.wechat.nobodyWaiting')}
          description={<Link to={pathTo(locale, 'user-wlogin')}>{t('user.wechat.scanAgain')}</Link>}
        />
      )}
      {nobody && !providers.isPending && providers.data?.wechat !== true && (
        <>
          <Alert type="info" showIcon data-testid="wechat-nobody-waiting" title={t('user.wechat.notConfigured')} />
          <LoginWayLinks current="wechat" />
        </>
      )}
      {pending.data?.pending && (
        <>
          <Typography.Paragraph type="secondary" className="wechat-pending-who">
            {t('user.wechat.pendingWho', { nickname: pending.data.pending.nickname ?? '' })}
          </Typography.Paragraph>
          {children}
        </>
      )}
    </div>
  );
}
