import { GlobalOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE_SECONDS, LOCALES } from '@biocloud/contracts';
import { setCookie } from '../../shared/lib/cookies';
import { swapLocale } from '../../shared/i18n/locale';
import { useLocale } from '../../shared/i18n/use-locale';

/**
 * One click shows the same page in the other language: swaps the locale segment of the path and remembers the
 * choice. The button names the language it switches to, as bilingual sites do.
 */
export function LocaleSwitch({ showLabel = true }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const next = LOCALES[(LOCALES.indexOf(locale) + 1) % LOCALES.length] ?? locale;

  const switchLocale = () => {
    setCookie(LANG_COOKIE, next, { maxAgeSeconds: LANG_COOKIE_MAX_AGE_SECONDS });
    void navigate(swapLocale(location.pathname, next) + location.search + location.hash);
  };

  return (
    <Tooltip title={t('layout.header.language')}>
      <Button
        type="text"
        icon={<GlobalOutlined />}
        onClick={switchLocale}
        aria-label={t('layout.header.language')}
        data-testid="locale-switch"
        lang={next}
      >
        {showLabel ? t(`common.localeNames.${next}`) : null}
      </Button>
    </Tooltip>
  );
}
