import type { TFunction } from '../../../shared/i18n/translator';

/**
 * A kind's name for the list's Kind column, the kind filter and the detail page. Kinds are keys of the server's
 * `messages.kinds` texts, nested ones dotted (`sampleStatus.received`): each has a name in `message.kindNames` (a
 * test checks every kind in both locales); one added elsewhere without a name yet reads as the generic "Notice",
 * never as its key.
 */
export const messageKindName = (t: TFunction, kind: string): string => {
  const name = t(`message.kindNames.${kind}`, { defaultValue: '', returnObjects: false });
  return typeof name === 'string' && name !== '' ? name : t('message.kindNames.other');
};
