import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useAccountProviders } from '../../../shared/api/account-providers';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';

/**
 * "No account yet? Register now", only where registration can work from here (sign-up policy verified or open); by
 * invitation it says where a link comes from, closed it says nothing. Nothing until the policy is known.
 */
export function RegisterLink() {
  const { t } = useTranslation();
  const locale = useLocale();
  const signup = useAccountProviders().data?.signup;
  if (signup === 'invite') return <div className="login-register">{t('login.inviteOnly')}</div>;
  if (signup !== 'verified' && signup !== 'open') return null;
  return (
    <div className="login-register">
      <span>{t('login.noAccount')}</span>
      <Link to={pathTo(locale, 'user-register')} data-testid="register-link">
        {t('login.register')}
      </Link>
    </div>
  );
}
