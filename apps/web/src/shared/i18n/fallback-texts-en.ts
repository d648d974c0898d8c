import type { TextTree } from '@biocloud/contracts';
import { bundleTexts } from './text-bundles';

/** The bundled en texts, a chunk of their own (fallback-texts.ts); a glob names its folder literally. */
const files = import.meta.glob<TextTree>('../../../../server/src/modules/content/texts/en/*.json', {
  eager: true,
  import: 'default',
});

export const EN_TEXTS: TextTree = bundleTexts(files).en;
