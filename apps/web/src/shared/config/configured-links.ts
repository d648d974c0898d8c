import { isLocale, LOCALE_PLACEHOLDER, type InstanceConfig, type Locale } from '@biocloud/contracts';

export type ConfiguredLinks = InstanceConfig['links'];

/**
 * A configured link as seen on a page in `locale`: a console path that names a locale (`/zh/help`, configured
 * before links followed the page, or `/{locale}/help`) opens in the page's locale, so an en user stays in en.
 * Other links (another site, `/` of the old version) are kept as written.
 */
export function localizeConfiguredLink(href: string, locale: Locale): string {
  const filled = href.split(LOCALE_PLACEHOLDER).join(locale);
  if (!filled.startsWith('/') || filled.startsWith('//')) return filled;
  const match = /^\/([^/?#]+)(?=$|[/?#])/.exec(filled);
  if (!match || !isLocale(match[1])) return filled;
  return `/${locale}${filled.slice(match[0].length)}`;
}

/** Every configured link resolved for the page's locale. */
export function localizeConfiguredLinks(links: ConfiguredLinks, locale: Locale): ConfiguredLinks {
  const out = { ...links };
  for (const key of Object.keys(out) as (keyof ConfiguredLinks)[]) out[key] = localizeConfiguredLink(out[key], locale);
  return out;
}
