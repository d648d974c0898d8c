import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useAccountProviders } from '../../../shared/api/account-providers';

/**
 * The other ways to log in under the WeChat and phone-code pages: the password always, WeChat and the phone code only
 * when their provider is configured, so no page recommends a way that is off too (walkthrough M6).
 */
export function LoginWayLinks({ current }: { current: 'wechat' | 'quickLogin' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const providers = useAccountProviders().data;
  return (
    <div className="login-register" data-testid="login-way-links">
      <Link to={pathTo(locale, 'user-login')}>{t('user.wechat.passwordLogin')}</Link>
      {current !== 'quickLogin' && providers?.sms && (
        <Link to={pathTo(locale, 'user-qlogin')}>{t('user.wechat.quickLogin')}</Link>
      )}
      {current !== 'wechat' && providers?.wechat && (
        <Link to={pathTo(locale, 'user-wlogin')}>{t('user.wechat.title')}</Link>
      )}
    </div>
  );
}
