import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';

/** Under the password form (text links only: the login page is near its first-load budget): the other ways in (spec 001 §1: WeChat scan, quick login); their pages say when off. */
export function OtherWaysIn() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="login-register other-ways-in">
      <span>{t('user.wechat.otherWays')}</span>
      <Link to={pathTo(locale, 'user-wlogin')}>{t('user.wechat.title')}</Link>
      <Link to={pathTo(locale, 'user-qlogin')}>{t('user.wechat.quickLogin')}</Link>
    </div>
  );
}
