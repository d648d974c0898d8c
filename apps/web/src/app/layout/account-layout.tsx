import { CloudServerOutlined, DatabaseOutlined, ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Outlet } from 'react-router';
import { useBreakpoint } from '../../shared/ui/use-breakpoint';
import { isAtLeast } from '../../shared/ui/breakpoints';
import { Brand, useProductName } from './brand';
import { LocaleSwitch } from './locale-switch';

const FEATURES = [
  { key: 'analysis', icon: <ExperimentOutlined /> },
  { key: 'data', icon: <DatabaseOutlined /> },
  { key: 'compute', icon: <CloudServerOutlined /> },
] as const;

/** Account pages (login, registration, password reset ...): open without login, no console navigation. */
export function AccountLayout() {
  const { t } = useTranslation();
  const wide = isAtLeast(useBreakpoint(), 'md');
  const product = useProductName();
  return (
    <div className="account-shell">
      <header className="account-header">
        <Brand />
        <LocaleSwitch />
      </header>
      <main className="account-main">
        <div className={wide ? 'account-card account-card-wide' : 'account-card'}>
          {wide && (
            <aside className="account-aside">
              <h2 className="account-headline">{t('layout.account.headline')}</h2>
              <p className="account-tagline">{t('layout.account.tagline')}</p>
              <ul className="account-features">
                {FEATURES.map((f) => (
                  <li key={f.key}>
                    <span className="account-feature-icon">{f.icon}</span>
                    <span>{t(`layout.account.features.${f.key}`)}</span>
                  </li>
                ))}
              </ul>
            </aside>
          )}
          <section className="account-content">
            <Outlet />
          </section>
        </div>
      </main>
      <footer className="account-footer">
        {t('layout.account.footer', { year: new Date().getFullYear(), product })}
      </footer>
    </div>
  );
}
