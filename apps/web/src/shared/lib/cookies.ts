/** Cookie helpers over a `document.cookie`-like string, so the parsing is testable without a browser. */

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.floor(options.maxAgeSeconds)}`);
  return parts.join('; ');
}

export function getCookie(name: string): string | undefined {
  return readCookie(document.cookie, name);
}

export function setCookie(name: string, value: string, options?: CookieOptions): void {
  document.cookie = serializeCookie(name, value, options);
}

export function deleteCookie(name: string): void {
  document.cookie = serializeCookie(name, '', { maxAgeSeconds: 0 });
}
