import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LOCALES } from '@biocloud/contracts';
import { readTextFiles } from './index';

const bundles = readTextFiles();

describe('error texts', () => {
  it('the contracts list each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it.each(LOCALES)('%s has a text for every code and none for a code that does not exist', (locale) => {
    const texts = bundles[locale].errors ?? {};
    const missing = ERROR_CODES.filter((code) => typeof texts[code] !== 'string' || texts[code].trim() === '');
    // `CODE_one` is the singular form i18next picks for a count of 1 (en plurals); its code is `CODE`.
    const orphaned = Object.keys(texts).filter(
      (key) => !(ERROR_CODES as readonly string[]).includes(key.replace(/_one$/, '')),
    );
    expect(missing, 'codes without a text').toEqual([]);
    expect(orphaned, 'texts without a code').toEqual([]);
  });
});
