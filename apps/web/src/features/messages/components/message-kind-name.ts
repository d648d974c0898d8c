import type { TFunction } from 'i18next';

/** A kind's name for the kind filter; a kind another area added without a name yet shows as its key. */
export const messageKindName = (t: TFunction, kind: string): string =>
  t(`message.kindNames.${kind}`, { defaultValue: kind });
