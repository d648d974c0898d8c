import { describe, expect, it } from 'vitest';
import { instanceConfigSchema } from '@biocloud/contracts';
import { configuredOrigins } from './configured-origins';

const config = (changes: Record<string, unknown>) =>
  instanceConfigSchema.parse({
    productName: 'p',
    materialVersion: '1',
    objectStorageDisabledRegions: [],
    links: { oldVersion: '', tutorial: '', onlineService: '', siteNavigation: '', appCenter: '' },
    qrCodeUrl: 'https://scan.example.com/',
    ...changes,
  });

describe('configuredOrigins', () => {
  it('ignores paths of this site, other schemes and broken addresses', () => {
    const origins = configuredOrigins(
      config({
        iframePages: [
          { key: 'a', url: '/{locale}/user/agreement' },
          { key: 'b', url: '//evil.example.com/x' },
          { key: 'c', url: 'javascript:alert(1)' },
          { key: 'd', url: 'https://exa mple.com/' },
        ],
        qrCodeImage: 'data:image/png;base64,AAAA',
      }),
    );
    expect(origins).toEqual({ frame: [], img: [] });
  });

  it('gives each origin once, with a locale in the host filled for every locale', () => {
    const origins = configuredOrigins(
      config({
        iframePages: [
          { key: 'a', url: 'https://{locale}.docs.example.org/manual' },
          { key: 'b', url: 'HTTPS://zh.docs.example.org:443/other' },
        ],
        imageBaseUrl: 'https://img.example.com/base/',
        promotions: [
          { type: 'x', image: 'https://img.example.com/other.png' },
          { type: 'y', image: 'a.png' },
        ],
      }),
    );
    expect(origins).toEqual({
      frame: ['https://en.docs.example.org', 'https://zh.docs.example.org'],
      img: ['https://img.example.com'],
    });
  });

  it('leaves the drawn QR code address out: it is drawn here, not loaded', () => {
    expect(configuredOrigins(config({})).img).toEqual([]);
  });
});
