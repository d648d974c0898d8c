import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useAccountProviders } from '../../../shared/api/account-providers';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';

/**
 * Under the password form (text links only: the login page is near its first-load budget): the other ways in (spec
 * 001 §1: WeChat scan, quick login), each only when its provider is configured (issue 27 item 2); none on a default
 * install, and none while the answer is on its way (a link that then vanishes would be clicked).
 */
export function OtherWaysIn() {
  const { t } = useTranslation();
  const locale = useLocale();
  const providers = useAccountProviders().data;
  if (!providers?.wechat && !providers?.sms) return null;
  return (
    <div className="login-register other-ways-in">
      <span>{t('user.wechat.otherWays')}</span>
      {providers.wechat && <Link to={pathTo(locale, 'user-wlogin')}>{t('user.wechat.title')}</Link>}
      {providers.sms && <Link to={pathTo(locale, 'user-qlogin')}>{t('user.wechat.quickLogin')}</Link>}
    </div>
  );
}
