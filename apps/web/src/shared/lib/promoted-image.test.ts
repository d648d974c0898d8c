import { describe, expect, it } from 'vitest';
import { promotedImageUrl } from './promoted-image';

describe('promoted images', () => {
  it('prefixes a path with the base URL, once', () => {
    expect(promotedImageUrl('/images/apps/germline.png', 'https://console.example/')).toBe(
      'https://console.example/images/apps/germline.png',
    );
    expect(promotedImageUrl('images/a.png', 'https://console.example')).toBe('https://console.example/images/a.png');
  });

  it('keeps full URLs and says when there is no image', () => {
    expect(promotedImageUrl('https://cdn.example/a.png', 'https://console.example')).toBe('https://cdn.example/a.png');
    expect(promotedImageUrl(null, 'https://console.example')).toBeNull();
    expect(promotedImageUrl('  ', 'https://console.example')).toBeNull();
  });
});
