import { CONTENT_REFRESH_DELAY_MS, type Locale, type TextTree } from '@biocloud/contracts';
import { isTextTree, readCachedTexts, writeCachedTexts, type TextStorage } from './texts-cache';

export interface TextsTarget {
  addResourceBundle(lng: string, ns: string, resources: TextTree, deep: boolean, overwrite: boolean): unknown;
  changeLanguage(lng: string): Promise<unknown>;
}

export interface TextsLoaderDeps {
  target: TextsTarget;
  namespace: string;
  fetchTexts: (locale: Locale) => Promise<TextTree>;
  storage: TextStorage | undefined;
  fallback: Record<Locale, TextTree>;
  schedule?: (fn: () => void, ms: number) => unknown;
  refreshDelayMs?: number;
}

/**
 * Spec: texts come from the server, are cached locally and refreshed 2 s after load.
 * A locale renders at once from the cache; without one it waits for the server, and falls back to the bundled copy
 * when that fails. The bundled copy always sits underneath, so a key the server lacks never shows raw.
 */
export function createTextsLoader(deps: TextsLoaderDeps) {
  const schedule = deps.schedule ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const delay = deps.refreshDelayMs ?? CONTENT_REFRESH_DELAY_MS;
  const loads = new Map<Locale, Promise<void>>();

  const apply = (locale: Locale, texts: TextTree) =>
    deps.target.addResourceBundle(locale, deps.namespace, texts, true, true);

  const fetchValid = async (locale: Locale): Promise<TextTree> => {
    const texts = await deps.fetchTexts(locale);
    if (!isTextTree(texts) || Object.keys(texts).length === 0) throw new Error('empty texts');
    return texts;
  };

  const fetchAndStore = async (locale: Locale) => {
    const texts = await fetchValid(locale);
    apply(locale, texts);
    writeCachedTexts(deps.storage, locale, texts);
  };

  const refreshLater = (locale: Locale) =>
    schedule(() => {
      fetchAndStore(locale).catch(() => undefined);
    }, delay);

  const load = async (locale: Locale) => {
    apply(locale, deps.fallback[locale]);
    const cached = readCachedTexts(deps.storage, locale);
    if (cached) {
      apply(locale, cached);
      refreshLater(locale);
      return;
    }
    try {
      await fetchAndStore(locale);
    } catch {
      refreshLater(locale);
    }
  };

  return {
    /** Resolves once the locale's texts are in place and it is the active language. */
    async ensure(locale: Locale): Promise<void> {
      let pending = loads.get(locale);
      if (!pending) {
        pending = load(locale);
        loads.set(locale, pending);
      }
      await pending;
      await deps.target.changeLanguage(locale);
    },
    /** True when ensure() would resolve without waiting for the network. */
    isReady(locale: Locale): boolean {
      return loads.has(locale) || readCachedTexts(deps.storage, locale) !== undefined;
    },
  };
}

export type TextsLoader = ReturnType<typeof createTextsLoader>;
