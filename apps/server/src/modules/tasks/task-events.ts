import type { Locale, TaskEventKey } from '@biocloud/contracts';
import { lookupText, type TextBundles } from '../content/text-files';

/**
 * An event's text in a locale, from the taskEvents namespace. Params named `reasonCode` also get `reasonText`, the
 * localized reason (taskEvents.reasons.<code>), since the code itself is not for reading.
 */
export function eventText(
  texts: TextBundles,
  locale: Locale,
  key: TaskEventKey,
  params: Record<string, string | number>,
): string {
  const reasonCode = params.reasonCode;
  const withReason =
    reasonCode === undefined
      ? params
      : {
          ...params,
          reasonText:
            lookupText(texts, locale, `taskEvents.reasons.${reasonCode}`) ??
            lookupText(texts, locale, 'taskEvents.reasons.unknown') ??
            String(reasonCode),
        };
  return lookupText(texts, locale, `taskEvents.${key}`, withReason) ?? key;
}
