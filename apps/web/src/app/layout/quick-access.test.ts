import { describe, expect, it } from 'vitest';
import { DRAW_TYPES } from '@biocloud/charts';
import { LOCALES, PAGE_SIZES, type Locale, type TextTree } from '@biocloud/contracts';
import { bundleTexts, TEXT_FILES } from '@biocloud/texts/bundled';
import { drawToolPath } from '../../shared/drawing-links';
import { quickAccessCandidates, quickAccessTargets } from './quick-access';
import { searchRoutes } from './quick-search-options';

const bundles = bundleTexts(TEXT_FILES);

function translator(locale: Locale) {
  const texts: TextTree = bundles[locale];
  return (key: string) => {
    let node: string | TextTree | undefined = texts;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : key;
  };
}

const find = (locale: Locale, query: string) =>
  searchRoutes(quickAccessCandidates(locale, translator(locale)), query, PAGE_SIZES.autocomplete);

describe('quick access', () => {
  it('offers every drawing tool, the heatmap and venn pages with their params', () => {
    const paths = quickAccessTargets('en').map((t) => t.path);
    for (const type of DRAW_TYPES) expect(paths).toContain(drawToolPath('en', type));
    expect(paths).toContain('/en/software/tools/drawtool');
    expect(new Set(paths).size).toBe(paths.length);
  });

  for (const locale of LOCALES) {
    it(`${locale}: finds pages by their zh and en names`, () => {
      expect(find(locale, '热图').map((c) => c.path)).toContain(drawToolPath(locale, 'heatmap'));
      expect(find(locale, 'heatmap').map((c) => c.path)).toContain(drawToolPath(locale, 'heatmap'));
      expect(find(locale, 'venn').map((c) => c.path)).toEqual([drawToolPath(locale, 'venn')]);
      expect(find(locale, 'projects').map((c) => c.path)).toContain(`/${locale}/project/list`);
      expect(find(locale, '数据').map((c) => c.path)).toContain(`/${locale}/mydata/private/0`);
    });
  }

  for (const locale of LOCALES) {
    it(`${locale}: 密码 and password lead to the security section of the profile (walkthrough L4)`, () => {
      for (const q of ['密码', 'password', '安全']) {
        expect(find(locale, q).map((c) => c.path)[0], q).toBe(`/${locale}/userinfo/edit#security`);
      }
      expect(find(locale, '云豆').map((c) => c.path)).toContain(`/${locale}/bean/detail`);
    });
  }

  it('labels a suggestion in the page locale', () => {
    const heatmap = find('en', '热图').find((c) => c.path === drawToolPath('en', 'heatmap'));
    expect(heatmap?.title).toBe(translator('en')('routes.software-tools-heatmap'));
  });
});

describe('quick access keeps a page title a single answer', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the project list title finds only the project list`, () => {
      const title = translator(locale)('routes.project-list');
      expect(find(locale, title).map((c) => c.path)).toEqual([`/${locale}/project/list`]);
    });
  }
});
