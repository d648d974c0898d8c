/**
 * PostgreSQL refuses the NUL character in text and in jsonb ("invalid byte sequence for encoding UTF8: 0x00"), and
 * what a program prints can hold one (a gzipped file read as text). Text from outside goes through here before it is
 * stored: each NUL becomes U+FFFD, the replacement character, so the rest of the text is kept and the write succeeds.
 */
export function storableText(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : text;
}

/**
 * storableText for every string in a JSON-like value (keys included), through arrays and plain objects only: dates,
 * buffers and query expressions (a `sql` fragment in a row's changes) are left as they are.
 */
export function storableJson<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => storableJson(item)) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item)])) as T;
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
