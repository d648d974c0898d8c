import type { TextTree } from '@biocloud/contracts';
import { bundleTexts } from './text-bundles';

/** The bundled zh texts, a chunk of their own (fallback-texts.ts); a glob names its folder literally. */
const files = import.meta.glob<TextTree>('../../../../server/src/modules/content/texts/zh/*.json', {
  eager: true,
  import: 'default',
});

export const ZH_TEXTS: TextTree = bundleTexts(files).zh;
