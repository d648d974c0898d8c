import type { ReactNode } from 'react';
import { Alert, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useWechatPending } from '../api/wechat-pending';

/**
 * The frame of the two pages a WeChat user not yet known chooses between (bind an account, register quickly): who
 * WeChat said they are, or, when that has expired, the way back to scanning.
 */
export function WechatPendingFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pending = useWechatPending();
  return (
    <div className="login-page">
      <Typography.Title level={3} className="login-title">
        {title}
      </Typography.Title>
      {pending.isPending && <Skeleton active />}
      {pending.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('errors.WECHAT_PENDING_EXPIRED')}
          description={<Link to={pathTo(locale, 'user-wlogin')}>{t('user.wechat.scanAgain')}</Link>}
        />
      )}
      {pending.data && (
        <>
          <Typography.Paragraph type="secondary" className="wechat-pending-who">
            {t('user.wechat.pendingWho', { nickname: pending.data.nickname ?? '' })}
          </Typography.Paragraph>
          {children}
        </>
      )}
    </div>
  );
}
