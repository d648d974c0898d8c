import { readTextFiles } from '@biocloud/texts';

const bundles = readTextFiles();

/** The seeded text of a key, so tests assert what a user reads in each locale without hard-coding wording. */
export function text(locale: Locale, key: string): string {
  let node: unknown = bundles[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${locale}:${key}`);
  return node;
}

export type Locale = 'zh' | 'en';

/** Whether a locale has a text under this key. */
function hasText(locale: Locale, key: string): boolean {
  let node: unknown = bundles[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string';
}

/** A text with its {{placeholders}} filled, as the console renders it: a count of 1 takes the `_one` form when it has one. */
export function filled(locale: Locale, key: string, params: Record<string, string | number>): string {
  const form = params.count === 1 && hasText(locale, `${key}_one`) ? `${key}_one` : key;
  return text(locale, form).replace(/\{\{(\w+)\}\}/g, (m, name: string) => String(params[name] ?? m));
}

/** The one form of a page title (apps/web/src/app/root/document-title.tsx): the route's title and the product name. */
export function pageTitle(locale: Locale, routeName: string): string {
  return filled(locale, 'common.documentTitle', {
    page: text(locale, `routes.${routeName}`),
    product: text(locale, 'common.productName'),
  });
}

/** A text as a pattern that lets antd space out two-character Chinese button texts. */
function spacedText(locale: Locale, key: string): string {
  const chars = Array.from(text(locale, key)).map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return chars.join('\\s*');
}

/** An accessible name that contains a text anywhere. */
export function buttonName(locale: Locale, key: string): RegExp {
  return new RegExp(spacedText(locale, key));
}

/** The accessible name of a control showing a text: it ends with the text (an antd icon before it adds its own label). */
export function label(locale: Locale, key: string): RegExp {
  return new RegExp(`(^|\\s)${spacedText(locale, key)}$`);
}
