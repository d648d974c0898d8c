import { describe, expect, it } from 'vitest';
import { LOCALES } from '@biocloud/contracts';
import { loadFallbackTexts } from './fallback-texts';

describe('bundled fallback texts', () => {
  // Each locale's chunk globs its folder by a literal path: a moved folder would leave it silently empty.
  it.each(LOCALES)('load for %s with every namespace of the text files', async (locale) => {
    const texts = await loadFallbackTexts(locale);
    expect(Object.keys(texts)).toEqual(expect.arrayContaining(['common', 'login', 'layout', 'files']));
    expect(typeof (texts.login as Record<string, unknown>).title).toBe('string');
  });
});
