import type { IframePage, Locale } from '@biocloud/contracts';
import { localizeConfiguredLink } from '../../../shared/config/configured-links';

/** The query parameter naming the configured page (iframe?page=<key>). */
export const IFRAME_PAGE_PARAM = 'page';

/** An address a frame may show: a path of this site or an http(s) address (no javascript:, data: or file:). */
function isFrameable(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  return /^https?:\/\//i.test(url);
}

/**
 * The address the iframe page shows: the configured page named by its key, for the page's locale; null when no page
 * has that key. Only configured addresses are ever embedded: the page reads a key from its query, never an address.
 */
export function iframeTarget(pages: readonly IframePage[], key: string | null, locale: Locale): string | null {
  const page = key ? pages.find((p) => p.key === key) : undefined;
  if (!page) return null;
  const url = localizeConfiguredLink(page.url.trim(), locale);
  return isFrameable(url) ? url : null;
}
