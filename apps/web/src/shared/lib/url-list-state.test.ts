import { describe, expect, it } from 'vitest';
import {
  enumField,
  enumListField,
  oneOf,
  optionalEnumField,
  optionalField,
  pageField,
  textField,
  urlListState,
} from './url-list-state';

interface State {
  page: number;
  sort: 'asc' | 'desc';
  kind: 'a' | 'b' | null;
  kinds: ('a' | 'b' | 'c')[];
  search: string;
  day: string | null;
}

const list = urlListState<State>(
  {
    page: pageField,
    sort: enumField(oneOf(['asc', 'desc']), 'desc'),
    kind: optionalEnumField(oneOf(['a', 'b'])),
    kinds: enumListField(['a', 'b', 'c']),
    search: textField({ trimOnRead: true }),
    day: optionalField((text) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null)),
  },
  { kinds: 'k' },
);
const DEFAULTS: State = { page: 1, sort: 'desc', kind: null, kinds: [], search: '', day: null };

describe('url list state', () => {
  it('leaves defaults out of the address and reads them back from an empty one', () => {
    expect(list.toParams(DEFAULTS).toString()).toBe('');
    expect(list.parse(new URLSearchParams())).toEqual(DEFAULTS);
  });

  it('round-trips every field in field order, under its parameter name', () => {
    const state: State = { page: 2, sort: 'asc', kind: 'b', kinds: ['a', 'c'], search: 'rice', day: '2026-01-02' };
    const params = list.toParams(state);
    expect(params.toString()).toBe('page=2&sort=asc&kind=b&k=a&k=c&search=rice&day=2026-01-02');
    expect(list.parse(params)).toEqual(state);
  });

  it('falls back to the defaults on what a hand-edited address may hold', () => {
    const params = new URLSearchParams('page=0&sort=up&kind=z&k=c&k=x&k=a&k=c&search=%20%20&day=yesterday');
    expect(list.parse(params)).toEqual({ ...DEFAULTS, kinds: ['a', 'c'] });
    expect(list.parse(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});
