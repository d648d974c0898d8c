import { JUMP_LIMITS, JUMP_METHODS, type JumpHandover, type JumpMethod } from '@biocloud/contracts';

export type JumpRefusal = 'JUMP_BAD_URL' | 'JUMP_NOT_ALLOWED' | 'JUMP_BAD_PARAMS' | 'JUMP_BAD_METHOD';
type Checked<T> = { ok: true; value: T } | { ok: false; code: JumpRefusal };

const refuse = (code: JumpRefusal) => ({ ok: false, code }) as const;
const accept = <T>(value: T) => ({ ok: true, value }) as const;

/**
 * Spaces, control characters and backslashes: the URL parser drops or rewrites them (`https:\\evil.example` is read as
 * `https://evil.example/`), so an address holding one may not mean what a reader of it sees. Refused outright.
 */
const AMBIGUOUS = /[\s\u0000-\u001f\u007f\\]/;

/**
 * The origin (scheme, host, port) of an absolute http(s) address, or null. Hosts come out as the parser spells them:
 * IDN in punycode, default ports dropped, so `https://Partner.example:443` and `https://partner.example` are one.
 */
export function originOf(address: string): string | null {
  if (AMBIGUOUS.test(address) || !/^https?:\/\/[^/]/i.test(address)) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The partner address of a jumpv1 URL, if it may be opened: an absolute http(s) address (no `javascript:`, no
 * protocol-relative `//host`, no path of this site), without user info (`user@host` reads as another host to a
 * person), whose origin is on the allow-list exactly (scheme, host and port).
 */
export function checkJumpUrl(raw: string, allowed: ReadonlySet<string>): Checked<URL> {
  if (raw.length > JUMP_LIMITS.urlChars) return refuse('JUMP_BAD_URL');
  const origin = originOf(raw);
  if (!origin) return refuse('JUMP_BAD_URL');
  const url = new URL(raw);
  if (url.username || url.password) return refuse('JUMP_BAD_URL');
  return allowed.has(origin) ? accept(url) : refuse('JUMP_NOT_ALLOWED');
}

/** The parameters of a jumpv1 URL: one flat JSON object of strings, numbers and booleans (null: an empty value). */
export function parseJumpParams(json: string): Checked<{ name: string; value: string }[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return refuse('JUMP_BAD_PARAMS');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return refuse('JUMP_BAD_PARAMS');
  const entries = Object.entries(parsed);
  if (entries.length > JUMP_LIMITS.params) return refuse('JUMP_BAD_PARAMS');
  const fields: { name: string; value: string }[] = [];
  for (const [name, value] of entries) {
    if (!name) return refuse('JUMP_BAD_PARAMS');
    if (value === null) fields.push({ name, value: '' });
    else if (['string', 'number', 'boolean'].includes(typeof value)) fields.push({ name, value: String(value) });
    else return refuse('JUMP_BAD_PARAMS');
  }
  return accept(fields);
}

export function parseJumpMethod(raw: string): Checked<JumpMethod> {
  const method = JUMP_METHODS.find((m) => m === raw.toUpperCase());
  return method ? accept(method) : refuse('JUMP_BAD_METHOD');
}

/**
 * The request that hands the user over: GET puts the parameters in the address's query (after any it has), POST
 * sends them as a form. The address is checked first: a refused host is answered as such whatever else is wrong.
 */
export function buildHandover(
  input: { url: string; params: string; method: string },
  allowed: ReadonlySet<string>,
): Checked<JumpHandover> {
  const url = checkJumpUrl(input.url, allowed);
  if (!url.ok) return url;
  const method = parseJumpMethod(input.method);
  if (!method.ok) return method;
  const fields = parseJumpParams(input.params);
  if (!fields.ok) return fields;
  const target = url.value;
  if (method.value === 'POST') {
    return accept({ method: 'POST', action: target.href, origin: target.origin, fields: fields.value });
  }
  for (const { name, value } of fields.value) target.searchParams.append(name, value);
  return accept({ method: 'GET', action: target.href, origin: target.origin, fields: [] });
}
