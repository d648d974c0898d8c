import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('reads one cookie among several, decoded', () => {
    expect(readCookie('a=1; token=abc%20def; lang=en', 'token')).toBe('abc def');
    expect(readCookie('a=1; lang=en', 'lang')).toBe('en');
  });

  it('does not match a cookie whose name only ends with the wanted name', () => {
    expect(readCookie('xtoken=1', 'token')).toBeUndefined();
    expect(readCookie('', 'token')).toBeUndefined();
  });

  it('keeps an undecodable value as it is', () => {
    expect(readCookie('token=%E0%A4%A', 'token')).toBe('%E0%A4%A');
  });

  it('serializes with path and max-age', () => {
    expect(serializeCookie('lang', 'zh', { maxAgeSeconds: 60 })).toBe('lang=zh; path=/; SameSite=Lax; max-age=60');
    expect(serializeCookie('token', '', { maxAgeSeconds: 0 })).toBe('token=; path=/; SameSite=Lax; max-age=0');
  });
});
