import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator';

const texts = {
  files: {
    deleted: 'Deleted {{count}} files',
    deleted_one: 'Deleted {{count}} file',
    hello: 'Hello {{user.name}}, {{missing}} stays',
    nested: { a: 'A' },
  },
};

describe('the translator', () => {
  it('reads nested keys, fills values and picks the plural form of the locale', () => {
    const i18n = createTranslator('en');
    i18n.addResourceBundle('en', 'translation', texts);
    expect(i18n.t('files.nested.a')).toBe('A');
    expect(i18n.t('files.deleted', { count: 1 })).toBe('Deleted 1 file');
    expect(i18n.t('files.deleted', { count: 3 })).toBe('Deleted 3 files');
    expect(i18n.t('files.deleted', { count: 0 })).toBe('Deleted 0 files');
    expect(i18n.t('files.hello', { user: { name: 'Ann' } })).toBe('Hello Ann, {{missing}} stays');
  });

  it('answers the default value, else the key, for a missing key or one that holds more texts', () => {
    const i18n = createTranslator('en');
    i18n.addResourceBundle('en', 'translation', texts);
    expect(i18n.t('files.none')).toBe('files.none');
    expect(i18n.t('files.none', { defaultValue: 'Failed' })).toBe('Failed');
    expect(i18n.t('files.nested', { defaultValue: '' })).toBe('');
  });

  it('has no plural in zh: a count reads the base text', () => {
    const i18n = createTranslator('zh');
    i18n.addResourceBundle('zh', 'translation', { n: { x: '共 {{count}} 个', x_one: '共 {{count}} 个（一）' } });
    expect(i18n.t('n.x', { count: 1 })).toBe('共 1 个');
  });

  it('merges later texts over earlier ones, and tells listeners with a new t', async () => {
    const i18n = createTranslator('en');
    const listener = vi.fn();
    i18n.subscribe(listener);
    i18n.addResourceBundle('en', 'translation', { a: { b: 'old', c: 'kept' } });
    const before = i18n.current();
    i18n.addResourceBundle('en', 'translation', { a: { b: 'new' } });
    expect(i18n.t('a.b')).toBe('new');
    expect(i18n.t('a.c')).toBe('kept');
    expect(i18n.current()).not.toBe(before);
    await i18n.changeLanguage('zh');
    expect(i18n.language).toBe('zh');
    expect(i18n.t('a.b')).toBe('a.b');
    expect(i18n.getFixedT('en')('a.b')).toBe('new');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
