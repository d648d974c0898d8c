import type { TextTree } from '@biocloud/contracts';

/*
 * The console's texts engine: what the pages used of i18next (nested keys, {{name}} values, plural forms by
 * Intl.PluralRules as `key_one` beside `key`, a default value), in 1 KB instead of i18next's 14 KB of the console
 * shell's 250 KB first-load budget. Texts come from the server per locale (texts-loader.ts); one namespace.
 */

export interface TextOptions {
  /** Picks the plural form: `key_<form>` when the locale's texts have it, else `key`. */
  count?: number;
  /** Shown when the key has no text (an error code the texts do not know yet). */
  defaultValue?: string;
  returnObjects?: false;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TextOptions) => string;

export interface Translator {
  /** The locale being shown. */
  readonly language: string;
  t: TFunction;
  getFixedT: (language: string) => TFunction;
  /** Adds (deep-merges) a locale's texts; the namespace is always the one namespace. */
  addResourceBundle: (
    language: string,
    namespace: string,
    texts: TextTree,
    deep?: boolean,
    overwrite?: boolean,
  ) => void;
  changeLanguage: (language: string) => Promise<void>;
  /** Called after every change of language or texts (React re-renders through it). */
  subscribe: (listener: () => void) => () => void;
  /** The t of the current language and texts: a new function after every change, so React sees the change. */
  current: () => TFunction;
}

function merge(into: TextTree, from: TextTree): TextTree {
  const result: TextTree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = result[key];
    result[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return result;
}

function lookup(tree: TextTree | undefined, key: string): string | TextTree | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

/** {{name}} (or {{a.b}}) takes the option's value; a name without one stays as written, as i18next left it. */
function interpolate(text: string, options: TextOptions): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = name
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], options);
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : whole;
  });
}

export function createTranslator(initialLanguage: string): Translator {
  const texts = new Map<string, TextTree>();
  const listeners = new Set<() => void>();
  const plurals = new Map<string, Intl.PluralRules>();
  let language = initialLanguage;
  const pluralForm = (lang: string, count: number) => {
    let rules = plurals.get(lang);
    if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(lang)));
    return rules.select(count);
  };

  const translate = (lang: string, key: string, options: TextOptions = {}): string => {
    const tree = texts.get(lang);
    let found: string | TextTree | undefined;
    if (typeof options.count === 'number') found = lookup(tree, `${key}_${pluralForm(lang, options.count)}`);
    if (typeof found !== 'string') found = lookup(tree, key);
    if (typeof found !== 'string') return options.defaultValue ?? key;
    return interpolate(found, options);
  };
  const fixedT =
    (lang: string): TFunction =>
    (key, options) =>
      translate(lang, key, options);
  let current = fixedT(language);

  const changed = () => {
    current = fixedT(language);
    for (const listener of listeners) listener();
  };

  return {
    get language() {
      return language;
    },
    t: (key, options) => translate(language, key, options),
    getFixedT: fixedT,
    addResourceBundle(lang, _namespace, tree) {
      texts.set(lang, merge(texts.get(lang) ?? {}, tree));
      changed();
    },
    changeLanguage(lang) {
      if (lang !== language) {
        language = lang;
        changed();
      }
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => current,
  };
}
