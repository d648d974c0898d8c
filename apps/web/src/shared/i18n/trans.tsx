import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { TextOptions, TFunction } from './translator';

/**
 * A text with elements in it: `I accept the <link>user agreement</link>` renders the words between the tags as the
 * children of `components.link`. Tags the components do not name show their words alone.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: TextOptions;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    parts.push(text.slice(last, match.index));
    const element = components[match[1]!];
    parts.push(element ? cloneElement(element, { key: match.index }, match[2]) : match[2]);
    last = tag.lastIndex;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
