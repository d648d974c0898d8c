import { describe, expect, it } from 'vitest';
import { mailtoLink, shareUrl } from './share-links';

describe('share links', () => {
  it('make an absolute link on the current origin', () => {
    expect(shareUrl('/en/software/tools/detail/small/1001', 'https://console.example:8443')).toBe(
      'https://console.example:8443/en/software/tools/detail/small/1001',
    );
  });

  it('encode the mail subject and body so any text survives', () => {
    const link = mailtoLink('Tool: a&b', 'Open https://x.example/?a=1&b=2\n中文');
    expect(link.startsWith('mailto:?subject=')).toBe(true);
    const query = new URLSearchParams(link.slice('mailto:?'.length));
    expect(query.get('subject')).toBe('Tool: a&b');
    expect(query.get('body')).toBe('Open https://x.example/?a=1&b=2\n中文');
  });
});
