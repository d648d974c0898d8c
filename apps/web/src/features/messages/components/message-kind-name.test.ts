import { describe, expect, it } from 'vitest';
import enMessage from '@biocloud/texts/en/message.json';
import enMessages from '@biocloud/texts/en/messages.json';
import zhMessage from '@biocloud/texts/zh/message.json';
import zhMessages from '@biocloud/texts/zh/messages.json';
import { createTranslator } from '../../../shared/i18n/translator';
import { messageKindName } from './message-kind-name';

/**
 * Every kind the server can title: the leaves of `messages.kinds`, nested ones dotted (`sampleStatus.received`); a
 * `_one` leaf is the singular form of its kind's title (en plurals), not a kind.
 */
function kindsOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value !== 'string') return kindsOf(value as Record<string, unknown>, `${prefix}${key}.`);
    return key.endsWith('_one') ? [] : [prefix + key];
  });
}

const texts = { en: { message: enMessage, messages: enMessages }, zh: { message: zhMessage, messages: zhMessages } };

describe('message kind names', () => {
  const kinds = [...new Set([...kindsOf(enMessages.kinds), ...kindsOf(zhMessages.kinds)])];

  it('knows the sample kinds the walkthrough saw as raw keys', () => {
    expect(kinds).toEqual(expect.arrayContaining(['sampleReport', 'sampleStatus.received', 'sampleShipped']));
  });

  for (const locale of ['zh', 'en'] as const) {
    it(`names every kind in ${locale}, never with its key`, () => {
      const i18n = createTranslator(locale);
      i18n.addResourceBundle(locale, 'translation', texts[locale]);
      const other = i18n.t('message.kindNames.other');
      const unnamed = kinds.filter((kind) => {
        const name = messageKindName(i18n.t, kind);
        return name === other || name.includes(kind);
      });
      expect(unnamed, `kinds without a name in message.kindNames (${locale})`).toEqual([]);
      expect(messageKindName(i18n.t, 'someFutureKind')).toBe(other);
      expect(messageKindName(i18n.t, 'sampleStatus')).toBe(other);
    });
  }
});
