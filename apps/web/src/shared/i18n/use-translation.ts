import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TFunction, Translator } from './translator';

/** The texts of the locale being shown; the component renders again when the locale or its texts change. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const t = useSyncExternalStore(i18n.subscribe, i18n.current);
  return { t, i18n };
}
