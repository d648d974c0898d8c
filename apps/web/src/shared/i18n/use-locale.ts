import { useTranslation } from './use-translation';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@biocloud/contracts';

/** The locale being shown: the router switches the translator to the route locale before a page renders. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
