import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '@biocloud/contracts';

/** All texts sit in one i18next namespace whose top-level keys are the content namespaces: t('login.submit'). */
export const TEXT_NS = 'translation';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // Starting with an empty store keeps language changes synchronous; bundles are added by the texts loader.
  resources: {},
  lng: DEFAULT_LOCALE,
  fallbackLng: false,
  defaultNS: TEXT_NS,
  ns: [TEXT_NS],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { bindI18nStore: 'added', useSuspense: false },
});
