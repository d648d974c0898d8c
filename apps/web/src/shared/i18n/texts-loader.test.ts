import { describe, expect, it } from 'vitest';
import type { Locale, TextTree } from '@biocloud/contracts';
import { createTextsLoader } from './texts-loader';
import { textsCacheKey } from './texts-cache';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

function fakeTarget() {
  const store: Record<string, TextTree> = {};
  let language = '';
  return {
    store,
    language: () => language,
    addResourceBundle(lng: string, _ns: string, texts: TextTree) {
      store[lng] = { ...store[lng], ...texts };
    },
    changeLanguage(lng: string) {
      language = lng;
      return Promise.resolve();
    },
  };
}

const fallback: Record<Locale, TextTree> = { zh: { common: { a: 'zh-fallback' } }, en: { common: { a: 'fallback' } } };

function setup(opts: {
  cached?: TextTree;
  fetchTexts: (l: Locale) => Promise<TextTree>;
  loadFallback?: (l: Locale) => Promise<TextTree>;
}) {
  const storage = memoryStorage(opts.cached ? { [textsCacheKey('en')]: JSON.stringify(opts.cached) } : {});
  const target = fakeTarget();
  const scheduled: (() => void)[] = [];
  const fallbacksLoaded: Locale[] = [];
  const loader = createTextsLoader({
    target,
    namespace: 'translation',
    fetchTexts: opts.fetchTexts,
    storage,
    loadFallback: (locale) => {
      fallbacksLoaded.push(locale);
      return opts.loadFallback ? opts.loadFallback(locale) : Promise.resolve(fallback[locale]);
    },
    schedule: (fn) => scheduled.push(fn),
  });
  return { storage, target, scheduled, fallbacksLoaded, loader };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('texts loader', () => {
  it('renders from the cache at once and refreshes it later', async () => {
    let calls = 0;
    const s = setup({
      cached: { common: { a: 'cached' } },
      fetchTexts: () => {
        calls += 1;
        return Promise.resolve({ common: { a: 'fresh' } });
      },
    });
    expect(s.loader.isReady('en')).toBe(true);
    await s.loader.ensure('en');
    expect(calls).toBe(0);
    expect(s.target.store.en).toEqual({ common: { a: 'cached' } });
    expect(s.target.language()).toBe('en');
    expect(s.scheduled).toHaveLength(1);
    s.scheduled[0]?.();
    await flush();
    expect(s.target.store.en).toEqual({ common: { a: 'fresh' } });
    expect(s.storage.items.get(textsCacheKey('en'))).toBe(JSON.stringify({ common: { a: 'fresh' } }));
  });

  it('waits for the server without a cache and stores the answer', async () => {
    const s = setup({ fetchTexts: () => Promise.resolve({ common: { a: 'server' } }) });
    expect(s.loader.isReady('en')).toBe(false);
    await s.loader.ensure('en');
    expect(s.target.store.en).toEqual({ common: { a: 'server' } });
    expect(s.scheduled).toHaveLength(0);
    expect(s.storage.items.has(textsCacheKey('en'))).toBe(true);
  });

  it('falls back to the bundled copy when the server fails or answers nothing', async () => {
    const failing = setup({ fetchTexts: () => Promise.reject(new Error('down')) });
    await failing.loader.ensure('en');
    expect(failing.target.store.en).toEqual({ common: { a: 'fallback' } });
    expect(failing.scheduled).toHaveLength(1);

    const empty = setup({ fetchTexts: () => Promise.resolve({}) });
    await empty.loader.ensure('en');
    expect(empty.target.store.en).toEqual({ common: { a: 'fallback' } });
    expect(empty.storage.items.size).toBe(0);
  });

  it('loads a locale once even when asked twice at the same time', async () => {
    let calls = 0;
    const s = setup({
      fetchTexts: () => {
        calls += 1;
        return Promise.resolve({ common: { a: 'server' } });
      },
    });
    await Promise.all([s.loader.ensure('en'), s.loader.ensure('en')]);
    expect(calls).toBe(1);
  });

  it('loads no bundled copy when the server answers, and only the locale shown under a cached copy', async () => {
    const answered = setup({ fetchTexts: () => Promise.resolve({ common: { a: 'server' } }) });
    await answered.loader.ensure('en');
    expect(answered.fallbacksLoaded).toEqual([]);

    const cached = setup({
      cached: { other: { b: 'cached' } },
      fetchTexts: () => Promise.resolve({ common: { a: 'server' } }),
    });
    await cached.loader.ensure('en');
    expect(cached.fallbacksLoaded).toEqual(['en']);
    expect(cached.target.store.en).toEqual({ common: { a: 'fallback' }, other: { b: 'cached' } });
    expect(cached.target.store.zh).toBeUndefined();
  });

  it('keeps the cached texts when the bundled copy cannot be loaded', async () => {
    const s = setup({
      cached: { common: { a: 'cached' } },
      fetchTexts: () => Promise.resolve({ common: { a: 'server' } }),
      loadFallback: () => Promise.reject(new Error('chunk failed')),
    });
    await s.loader.ensure('en');
    expect(s.target.store.en).toEqual({ common: { a: 'cached' } });
    expect(s.target.language()).toBe('en');
  });
});
