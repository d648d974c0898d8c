import { Result } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useAccountProviders } from '../../../shared/api/account-providers';
import { BackToLogin } from './forget-type-page';
import { OperatorContact } from './operator-contact';
import '../account.css';

type Way = 'email' | 'phone';

const UNAVAILABLE: Record<Way, string> = { email: 'user.forget.email.unavailable', phone: 'user.phone.unavailable' };
const OTHER: Record<Way, { way: Way; provider: 'email' | 'sms'; route: 'user-forget-email' | 'user-forget-phone' }> = {
  email: { way: 'phone', provider: 'sms', route: 'user-forget-phone' },
  phone: { way: 'email', provider: 'email', route: 'user-forget-email' },
};
const TITLE: Record<Way, string> = { email: 'user.forget.email.title', phone: 'user.phone.title' };

/**
 * A reset way whose provider is off, said before anything is typed (walkthrough M5): no form, the other way when it
 * works, else the operator's contacts (never a way that is off too: M6).
 */
export function ResetUnavailable({ way }: { way: Way }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const providers = useAccountProviders().data;
  const other = OTHER[way];
  const otherWorks = providers?.[other.provider] === true;
  return (
    <div className="account-page" data-testid="reset-unavailable">
      <Result
        status="info"
        title={t(UNAVAILABLE[way])}
        extra={otherWorks && <Link to={pathTo(locale, other.route)}>{t(TITLE[other.way])}</Link>}
      />
      {!otherWorks && <OperatorContact />}
      <BackToLogin />
    </div>
  );
}
