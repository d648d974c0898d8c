import type { Locale, TextTree } from '@biocloud/contracts';

/** Every namespace's text tree, per locale. */
export type TextBundles = Record<Locale, Record<string, TextTree>>;
