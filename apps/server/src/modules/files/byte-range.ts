/*
 * The Range header of a download (RFC 9110 §14). One range is served as 206. Several ranges are answered with the
 * whole file (a server may ignore Range), which igv.js and resuming clients never need otherwise. More than
 * MAX_RANGES ranges, or a header that does not parse, is refused with 416, so a header of hundreds of ranges costs
 * nothing.
 */

export const MAX_RANGES = 10;
/** Positions longer than this many digits cannot be a byte of any file we hold. */
const MAX_DIGITS = 15;

export type RangeRequest =
  | { readonly kind: 'whole' }
  | { readonly kind: 'single'; readonly start: number; readonly end: number }
  | { readonly kind: 'unsatisfiable' };

const WHOLE: RangeRequest = { kind: 'whole' };
const UNSATISFIABLE: RangeRequest = { kind: 'unsatisfiable' };
const SPEC = new RegExp(`^(\\d{0,${MAX_DIGITS}})-(\\d{0,${MAX_DIGITS}})$`);

/** One range spec against a file of `size` bytes: its inclusive bounds, 'outside' the file, or null if malformed. */
function parseSpec(spec: string, size: number): { start: number; end: number } | 'outside' | null {
  const match = SPEC.exec(spec.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'outside' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'outside';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  if (header === undefined || header.trim() === '') return WHOLE;
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match) return UNSATISFIABLE;
  const specs = (match[1] ?? '').split(',');
  if (specs.length > MAX_RANGES) return UNSATISFIABLE;
  const parsed = specs.map((spec) => parseSpec(spec, size));
  if (parsed.some((range) => range === null)) return UNSATISFIABLE;
  const satisfiable = parsed.filter((range): range is { start: number; end: number } => typeof range === 'object');
  if (satisfiable.length === 0) return UNSATISFIABLE;
  if (specs.length > 1) return WHOLE;
  const [only] = satisfiable;
  return only ? { kind: 'single', start: only.start, end: only.end } : UNSATISFIABLE;
}
