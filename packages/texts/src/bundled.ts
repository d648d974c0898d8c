/// <reference types="vite/client" />
import type { TextTree } from '@biocloud/contracts';

export { bundleTexts, type TextBundles } from './text-bundles';

/** Both locales' catalogue files as Vite bundles them, keyed by their path (the texts parity test reads them). */
export const TEXT_FILES = import.meta.glob<TextTree>('../*/*.json', { eager: true, import: 'default' });
