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
  /** The bundled copy of a locale's texts, loaded when needed (never the other locale's). */
  loadFallback: (locale: Locale) => Promise<TextTree>;
  schedule?: (fn: () => void, ms: number) => unknown;
  refreshDelayMs?: number;
}

/**
 * Spec: texts come from the server, are cached locally and refreshed 2 s after load.
 * A locale renders at once from the cache; without one it waits for the server, and falls back to the bundled copy
 * when that fails. The bundled copy sits underneath a cached copy, so a key added since it was cached never shows
 * raw. A server answer needs none: the server seeds every key of the same files at start (apps/server seedTexts), so
 * a first visit does not fetch the bundled copy at all.
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

  const store = (locale: Locale, texts: TextTree) => {
    apply(locale, texts);
    writeCachedTexts(deps.storage, locale, texts);
  };

  const fetchAndStore = async (locale: Locale) => store(locale, await fetchValid(locale));

  const refreshLater = (locale: Locale) =>
    schedule(() => {
      fetchAndStore(locale).catch(() => undefined);
    }, delay);

  // A bundled copy that cannot be loaded (a dropped connection) is skipped: the cached texts still show.
  const loadFallback = (locale: Locale) => deps.loadFallback(locale).catch((): TextTree => ({}));

  const load = async (locale: Locale) => {
    const cached = readCachedTexts(deps.storage, locale);
    if (cached) {
      apply(locale, await loadFallback(locale));
      apply(locale, cached);
      refreshLater(locale);
      return;
    }
    try {
      await fetchAndStore(locale);
    } catch {
      apply(locale, await loadFallback(locale));
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
    /** True when ensure() would resolve without waiting for the server. */
    isReady(locale: Locale): boolean {
      return loads.has(locale) || readCachedTexts(deps.storage, locale) !== undefined;
    },
  };
}

export type TextsLoader = ReturnType<typeof createTextsLoader>;
