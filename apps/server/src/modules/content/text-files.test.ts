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
