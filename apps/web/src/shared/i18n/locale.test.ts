import { describe, expect, it } from 'vitest';
import { localeFromPath, preferredLocale, swapLocale } from './locale';

describe('locale helpers', () => {
  it('reads the locale segment of a path', () => {
    expect(localeFromPath('/en/dashboard')).toBe('en');
    expect(localeFromPath('/zh')).toBe('zh');
    expect(localeFromPath('/fr/dashboard')).toBeUndefined();
    expect(localeFromPath('/')).toBeUndefined();
    expect(localeFromPath('/404/404')).toBeUndefined();
  });

  it('prefers the lang cookie, then the browser language, zh by default', () => {
    expect(preferredLocale('en', 'zh-CN')).toBe('en');
    expect(preferredLocale('zh', 'en-US')).toBe('zh');
    expect(preferredLocale(undefined, 'en-GB')).toBe('en');
    expect(preferredLocale('xx', 'de-DE')).toBe('zh');
    expect(preferredLocale(undefined, undefined)).toBe('zh');
  });

  it('swaps the locale segment and keeps the rest of the path', () => {
    expect(swapLocale('/zh/project/list', 'en')).toBe('/en/project/list');
    expect(swapLocale('/en', 'zh')).toBe('/zh');
    expect(swapLocale('/', 'en')).toBe('/en');
    expect(swapLocale('/404/404', 'en')).toBe('/en/404/404');
  });
});
