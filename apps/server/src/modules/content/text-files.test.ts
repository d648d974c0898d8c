import { expect, it } from 'vitest';
import { lookupText, readTextFiles } from './text-files';

it('reads one namespace per file for both locales', () => {
  const bundles = readTextFiles();
  expect(Object.keys(bundles.zh).sort()).toEqual(Object.keys(bundles.en).sort());
  expect(bundles.en.errors).toBeDefined();
});

it('looks up dotted keys and fills {{placeholders}}', () => {
  const bundles = { zh: { a: { b: '你好 {{name}}' } }, en: { a: { b: 'Hi {{name}}' } } };
  expect(lookupText(bundles, 'en', 'a.b', { name: 'Ann' })).toBe('Hi Ann');
  expect(lookupText(bundles, 'zh', 'a.b', { name: 'Ann' })).toBe('你好 Ann');
  expect(lookupText(bundles, 'en', 'a.c')).toBeUndefined();
  expect(lookupText(bundles, 'en', 'a')).toBeUndefined();
});

it("picks the plural form of a count by the locale's rules, falling back to the plain key", () => {
  const bundles = {
    zh: { n: { saved: '已保存 {{count}} 个' } },
    en: { n: { saved: '{{count}} files saved', saved_one: '{{count}} file saved' } },
  };
  expect(lookupText(bundles, 'en', 'n.saved', { count: 1 })).toBe('1 file saved');
  expect(lookupText(bundles, 'en', 'n.saved', { count: 3 })).toBe('3 files saved');
  expect(lookupText(bundles, 'en', 'n.saved', { count: 0 })).toBe('0 files saved');
  expect(lookupText(bundles, 'zh', 'n.saved', { count: 1 })).toBe('已保存 1 个');
});
