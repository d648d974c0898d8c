import { MailOutlined, MobileOutlined, RightOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useAccountProviders } from '../../../shared/api/account-providers';
import { OperatorContact } from './operator-contact';
import '../account.css';

const WAYS = [
  { key: 'email', route: 'user-forget-email', icon: <MailOutlined /> },
  { key: 'phone', route: 'user-forget-phone', icon: <MobileOutlined /> },
] as const;

/** Which provider each way needs; a way without one is shown off, with a hint (issue 15 item 6). */
const WAY_PROVIDER = { email: 'email', phone: 'sms' } as const;

/** user/forget/type: the ways to reset a password (spec 001 §2). */
export function ForgetTypePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const providers = useAccountProviders();
  return (
    <div className="account-page">
      <Typography.Title level={3}>{t('user.forget.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('user.forget.chooseWay')}</Typography.Paragraph>
      <nav className="account-ways">
        {WAYS.map((way) =>
          providers.data && !providers.data[WAY_PROVIDER[way.key]] ? (
            <div key={way.key} className="account-way account-way-off" data-way={way.key}>
              <span className="account-way-icon">{way.icon}</span>
              <span className="account-way-text">
                <strong>{t(`user.forget.ways.${way.key}.title`)}</strong>
                <span>{t(`user.forget.ways.${way.key}.unavailable`)}</span>
              </span>
            </div>
          ) : (
            <Link key={way.key} to={pathTo(locale, way.route)} className="account-way" data-way={way.key}>
              <span className="account-way-icon">{way.icon}</span>
              <span className="account-way-text">
                <strong>{t(`user.forget.ways.${way.key}.title`)}</strong>
                <span>{t(`user.forget.ways.${way.key}.hint`)}</span>
              </span>
              <RightOutlined />
            </Link>
          ),
        )}
      </nav>
      {providers.data && !providers.data.email && !providers.data.sms && <OperatorContact />}
      <BackToLogin />
    </div>
  );
}

export function BackToLogin() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="account-back">
      <Link to={pathTo(locale, 'user-login')}>{t('user.forget.backToLogin')}</Link>
    </div>
  );
}
