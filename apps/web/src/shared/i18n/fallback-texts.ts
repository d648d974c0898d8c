import type { Locale, TextTree } from '@biocloud/contracts';
import { BUNDLED_TEXTS } from '@biocloud/texts/bundled';

/**
 * The repo's copy of the texts (the same files the server seeds from), bundled so the app never shows raw keys
 * when the content call fails.
 */
export const FALLBACK_TEXTS: Record<Locale, TextTree> = BUNDLED_TEXTS;
