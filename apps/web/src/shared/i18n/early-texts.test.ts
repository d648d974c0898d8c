import { describe, expect, it } from 'vitest';
import { CONTENT_VERSION, LANG_HEADER, LOCALES, TEXTS_FETCH_TIMEOUT_MS, type TextTree } from '@biocloud/contracts';
import { EARLY_TEXTS_SLOT, takeEarlyTexts, type EarlyTextsHolder } from './early-texts';
import { textsCacheKey } from './texts-cache';

// The build defines it (vite.config.ts); here the test does, before the boot module reads it.
(globalThis as { __CONTENT_VERSION__?: string }).__CONTENT_VERSION__ = CONTENT_VERSION;
const { BOOT_FETCH_TIMEOUT_MS, BOOT_LANG_HEADER, BOOT_LOCALES, bootCacheKey, startEarlyTexts } =
  await import('../../boot/start-early-texts');

const storageWith = (items: Record<string, string> = {}) => ({ getItem: (key: string) => items[key] ?? null });

function recordingFetch(status = 200) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ login: { title: 'T' } }), { status });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('early texts (walkthrough L8)', () => {
  it('the boot script uses the app names: locales, cache key, header, timeout', () => {
    expect(BOOT_LOCALES).toEqual(LOCALES);
    expect(bootCacheKey('zh')).toBe(textsCacheKey('zh'));
    expect(BOOT_LANG_HEADER).toBe(LANG_HEADER);
    expect(BOOT_FETCH_TIMEOUT_MS).toBe(TEXTS_FETCH_TIMEOUT_MS);
    expect(EARLY_TEXTS_SLOT).toBe(Symbol.for('biocloud.earlyTexts'));
  });

  it('starts the texts of the URL locale when none are cached; the loader takes them once', async () => {
    const holder: EarlyTextsHolder = {};
    const { calls, fetchImpl } = recordingFetch();
    startEarlyTexts('/en/user/login', storageWith(), holder, fetchImpl);
    expect(calls.map((c) => c.url)).toEqual([`/api/v1/content/en?version=${encodeURIComponent(CONTENT_VERSION)}`]);
    expect(calls[0]!.init?.headers).toEqual({ accept: 'application/json', lang: 'en' });
    expect(takeEarlyTexts('zh', holder)).toBeUndefined();
    expect(await takeEarlyTexts('en', holder)).toEqual<TextTree>({ login: { title: 'T' } });
    expect(takeEarlyTexts('en', holder)).toBeUndefined();
  });

  it('asks nothing when the locale is cached or the path has no locale; a failed answer rejects', async () => {
    const holder: EarlyTextsHolder = {};
    const { calls, fetchImpl } = recordingFetch();
    startEarlyTexts('/zh/user/login', storageWith({ [textsCacheKey('zh')]: '{"a":"b"}' }), holder, fetchImpl);
    startEarlyTexts('/', storageWith(), holder, fetchImpl);
    startEarlyTexts('/fr/user/login', storageWith(), holder, fetchImpl);
    expect(calls).toEqual([]);
    const failing = recordingFetch(503);
    startEarlyTexts('/zh/dashboard', storageWith(), holder, failing.fetchImpl);
    await expect(takeEarlyTexts('zh', holder)).rejects.toThrow('503');
  });
});
