import { DEFAULT_LOCALE } from '@biocloud/contracts';
import { createTranslator } from './translator';

/** All texts sit in one namespace whose top-level keys are the content namespaces: t('login.submit'). */
export const TEXT_NS = 'translation';

/** The console's one translator: the texts loader fills it, the router switches its language before a page renders. */
export const i18n = createTranslator(DEFAULT_LOCALE);
