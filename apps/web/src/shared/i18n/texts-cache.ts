import { CONTENT_VERSION, type Locale, type TextTree } from '@biocloud/contracts';

/** The last texts the server gave, per locale and material version, so the next visit renders at once. */
export function textsCacheKey(locale: Locale, version = CONTENT_VERSION): string {
  return `biocloud.texts.${locale}.${version}`;
}

export type TextStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isTextTree(value: unknown): value is TextTree {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || isTextTree(v));
}

export function readCachedTexts(storage: TextStorage | undefined, locale: Locale): TextTree | undefined {
  try {
    const raw = storage?.getItem(textsCacheKey(locale));
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as unknown;
    return isTextTree(parsed) && Object.keys(parsed).length > 0 ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedTexts(storage: TextStorage | undefined, locale: Locale, texts: TextTree): void {
  try {
    storage?.setItem(textsCacheKey(locale), JSON.stringify(texts));
  } catch {
    // A full or disabled storage only costs the next visit a fetch.
  }
}
