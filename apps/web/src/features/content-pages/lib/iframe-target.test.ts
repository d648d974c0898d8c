import { describe, expect, it } from 'vitest';
import { iframeTarget } from './iframe-target';

const pages = [
  { key: 'agreement', url: '/{locale}/user/agreement' },
  { key: 'partner', url: 'https://partner.example.com/embed' },
  { key: 'script', url: 'javascript:alert(1)' },
  { key: 'protocol', url: '//evil.example.com/' },
];

describe('iframeTarget', () => {
  it("answers a configured page's address, in the page's locale", () => {
    expect(iframeTarget(pages, 'agreement', 'en')).toBe('/en/user/agreement');
    expect(iframeTarget(pages, 'partner', 'zh')).toBe('https://partner.example.com/embed');
  });

  it('answers null for a missing or unknown key, and for an address given instead of a key', () => {
    expect(iframeTarget(pages, null, 'en')).toBeNull();
    expect(iframeTarget(pages, 'nope', 'en')).toBeNull();
    expect(iframeTarget(pages, 'https://partner.example.com/embed', 'en')).toBeNull();
  });

  it('never frames a configured address of another scheme or a protocol-relative one', () => {
    expect(iframeTarget(pages, 'script', 'en')).toBeNull();
    expect(iframeTarget(pages, 'protocol', 'en')).toBeNull();
  });
});
