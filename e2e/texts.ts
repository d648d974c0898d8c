import { readTextFiles } from '../apps/server/src/modules/content/text-files';

const bundles = readTextFiles();

/** The seeded text of a key, so tests assert what a user reads in each locale without hard-coding wording. */
export function text(locale: 'zh' | 'en', key: string): string {
  let node: unknown = bundles[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${locale}:${key}`);
  return node;
}
