import { LOCALE_PLACEHOLDER, LOCALES, type InstanceConfig } from '@biocloud/contracts';
import type { ExtraOrigins } from '../../http/security-headers';

/**
 * The origins of a configured address for every locale it may be filled with; none when it is a path of this site
 * (or anything but http(s), which the pages refuse to show anyway).
 */
function originsOf(address: string): string[] {
  const origins = LOCALES.flatMap((locale) => {
    const filled = address.trim().split(LOCALE_PLACEHOLDER).join(locale);
    if (!/^https?:\/\//i.test(filled)) return [];
    try {
      return [new URL(filled).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

const unique = (origins: string[]) => [...new Set(origins)].sort();

/**
 * The other sites the console's documents must be allowed to show, and only those: the framed pages of the iframe
 * route (frame-src) and the footer's QR code image and promoted images (img-src).
 */
export function configuredOrigins(config: InstanceConfig): ExtraOrigins {
  return {
    frame: unique(config.iframePages.flatMap((page) => originsOf(page.url))),
    img: unique([config.qrCodeImage, config.imageBaseUrl, ...config.promotions.map((p) => p.image)].flatMap(originsOf)),
  };
}
