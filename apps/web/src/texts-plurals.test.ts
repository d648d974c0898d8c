import { describe, expect, it } from 'vitest';
import type { Locale, TextTree } from '@biocloud/contracts';
import { bundleTexts, TEXT_FILES } from '@biocloud/texts/bundled';
import { createTranslator } from './shared/i18n/translator';

/**
 * Counts in en agree with their noun (walkthrough L3: "Delete 1 messages?", "1 messages deleted"): every text with a
 * {{count}} is rendered for 1 through the translator's plural forms (`key_one` beside `key`), and the words after the 1 may
 * not read as a plural noun. zh has no plural: its `_one` texts repeat the base text, so zh reads the same for any count.
 */

const bundles = bundleTexts(TEXT_FILES);

function countKeys(tree: TextTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') return countKeys(value, path);
    return value.includes('{{count}}') && !/_(one|other|zero|two|few|many)$/.test(key) ? [path] : [];
  });
}

function translator(locale: Locale) {
  const instance = createTranslator(locale);
  instance.addResourceBundle(locale, 'translation', bundles[locale]);
  return instance.t;
}

/** Words that end in s without being a plural noun, as they follow a count ("1 is", "Mark 1 as read", "1 field needs"). */
const NOT_PLURAL = new Set(['as', 'is', 'was', 'has', 'its', 'this', 'plus', 'status', 'needs']);

/** The plural nouns among the two words after a lone 1: "1 messages deleted" gives ["messages"]. */
function pluralAfterOne(rendered: string): string[] {
  const match = /(?:^|[^\d.,])1 ([A-Za-z]+)(?:[^A-Za-z\d{]+([A-Za-z]+))?/.exec(rendered);
  if (!match) return [];
  return [match[1], match[2]].filter(
    (word): word is string => !!word && /[^s]s$/i.test(word) && !NOT_PLURAL.has(word.toLowerCase()),
  );
}

describe('plural texts', () => {
  it('the check flags a plural noun after 1 and passes a singular one', () => {
    expect(pluralAfterOne('Delete 1 messages? This cannot be undone.')).toEqual(['messages']);
    expect(pluralAfterOne('1 cloud beans per run')).toEqual(['beans']);
    expect(pluralAfterOne('Delete 1 message? This cannot be undone.')).toEqual([]);
    expect(pluralAfterOne('Mark 1 as read')).toEqual([]);
    expect(pluralAfterOne('Page 1 of 12 items')).toEqual([]);
  });

  it('en: every count text reads as singular for 1', async () => {
    const t = translator('en');
    const keys = countKeys(bundles.en);
    expect(keys.length).toBeGreaterThan(20);
    const wrong = keys
      .map((key) => ({ key, text: t(key, { count: 1 }) }))
      .filter(({ text }) => pluralAfterOne(text).length > 0);
    expect(wrong).toEqual([]);
    expect(t('message.list.deleteConfirm', { count: 1 })).toBe('Delete 1 message? This cannot be undone.');
    expect(t('message.list.deleted', { count: 2 })).toBe('2 messages deleted');
  });

  it('zh: a count of 1 reads as any other count', async () => {
    const t = translator('zh');
    for (const key of countKeys(bundles.zh)) {
      expect(t(key, { count: 1 }), key).toBe(t(key, { count: 2 }).replaceAll('2', '1'));
    }
  });
});
