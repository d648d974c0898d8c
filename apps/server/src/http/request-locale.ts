import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LANG_COOKIE, LANG_HEADER, isLocale, type Locale } from '@biocloud/contracts';

/** The locale of a request: the `lang` header the web app sends, else the `lang` cookie, else zh. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers[LANG_HEADER];
  if (isLocale(header)) return header;
  const cookie = request.cookies?.[LANG_COOKIE];
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}
