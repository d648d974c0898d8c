/*
 * A list page's page, filters and sort kept in the address, so back, reload and a shared link show the same rows.
 * Each field reads its own query parameter, falling back to its default when the value is unreadable (a
 * hand-edited address), and is written only when it differs from that default.
 */

export interface UrlField<T> {
  read(params: URLSearchParams, name: string): T;
  write(params: URLSearchParams, name: string, value: T): void;
}

/** The fields of a state, in the order they appear in the address. */
export type UrlFields<S> = { readonly [K in keyof S]: UrlField<S[K]> };

export interface UrlListState<S> {
  parse: (params: URLSearchParams) => S;
  toParams: (state: S) => URLSearchParams;
}

/** `params` names the query parameter of a field when it differs from the field's name. */
export function urlListState<S extends object>(
  fields: UrlFields<S>,
  params: Partial<Record<keyof S, string>> = {},
): UrlListState<S> {
  const names = Object.keys(fields) as (keyof S & string)[];
  const param = (name: keyof S & string) => params[name] ?? name;
  return {
    parse: (query) => Object.fromEntries(names.map((name) => [name, fields[name].read(query, param(name))])) as S,
    toParams: (state) => {
      const query = new URLSearchParams();
      for (const name of names) fields[name].write(query, param(name), state[name]);
      return query;
    },
  };
}

/** Anything with a zod-like `safeParse`: a contracts schema, or an option list via `oneOf`. */
interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export function oneOf<T extends string>(options: readonly T[]): Parser<T> {
  return {
    safeParse: (value) =>
      (options as readonly unknown[]).includes(value) ? { success: true, data: value as T } : { success: false },
  };
}

/** A one-based page number, as the table shows it. */
export const pageField: UrlField<number> = {
  read: (params, name) => {
    const page = Number(params.get(name));
    return Number.isSafeInteger(page) && page >= 1 ? page : 1;
  },
  write: (params, name, page) => {
    if (page !== 1) params.set(name, String(page));
  },
};

/** One value of a set, with a default. */
export function enumField<T extends string>(parser: Parser<T>, fallback: T): UrlField<T> {
  return {
    read: (params, name) => {
      const parsed = parser.safeParse(params.get(name));
      return parsed.success ? parsed.data : fallback;
    },
    write: (params, name, value) => {
      if (value !== fallback) params.set(name, value);
    },
  };
}

/** One value of a set, or none (no filter). */
export function optionalEnumField<T extends string>(parser: Parser<T>): UrlField<T | null> {
  return {
    read: (params, name) => {
      const parsed = parser.safeParse(params.get(name));
      return parsed.success ? parsed.data : null;
    },
    write: (params, name, value) => {
      if (value) params.set(name, value);
    },
  };
}

/** Several values of a set, in the set's order whatever the address says, so equal filters share one query. */
export function enumListField<T extends string>(options: readonly T[]): UrlField<T[]> {
  return {
    read: (params, name) => options.filter((option) => params.getAll(name).includes(option)),
    write: (params, name, values) => {
      for (const value of values) params.append(name, value);
    },
  };
}

/** A free text (a name search), left out when blank. */
export function textField({ trimOnRead }: { trimOnRead: boolean }): UrlField<string> {
  return {
    read: (params, name) => {
      const text = params.get(name) ?? '';
      return trimOnRead ? text.trim() : text;
    },
    write: (params, name, text) => {
      if (text.trim()) params.set(name, text.trim());
    },
  };
}

/** A value in a format of its own (a date, an instant), or none: `normalize` answers null for unreadable text. */
export function optionalField(normalize: (text: string | null) => string | null): UrlField<string | null> {
  return {
    read: (params, name) => normalize(params.get(name)),
    write: (params, name, value) => {
      if (value) params.set(name, value);
    },
  };
}
