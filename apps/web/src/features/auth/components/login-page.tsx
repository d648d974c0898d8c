import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../../shared/i18n/use-locale';
import { safeRedirectTarget } from '../../../shared/lib/redirect-target';
import { OtherWaysIn } from './other-ways-in';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const onLoggedIn = () => void navigate(safeRedirectTarget(searchParams.get('redirect'), locale), { replace: true });

  return (
    <div className="login-page">
      {/* Plain elements, not antd Typography: its 9 KB would be the login page's alone (first-load budget). */}
      <h3 className="login-title">{t('login.title')}</h3>
      <p className="login-subtitle">{t('login.subtitle')}</p>
      <LoginForm onLoggedIn={onLoggedIn} />
      <OtherWaysIn />
    </div>
  );
}
