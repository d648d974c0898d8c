import type { Locale, TaskEventKey } from '@biocloud/contracts';
import { lookupText, type TextBundles } from '../content/text-files';

/**
 * An event's text in a locale, from the taskEvents namespace. Params named `reasonCode` also get `reasonText`, the
 * localized reason (taskEvents.reasons.<code>), since the code itself is not for reading; params named `causeCode`
 * (an error code of the submit's input checks, met by the job's own check) get `causeText`, that error's text with
 * the input's label in the locale (`fieldZh`, `fieldEn`), which a reason's text may hold.
 */
export function eventText(
  texts: TextBundles,
  locale: Locale,
  key: TaskEventKey,
  params: Record<string, string | number>,
): string {
  const { reasonCode, causeCode } = params;
  const field = locale === 'zh' ? params.fieldZh : params.fieldEn;
  const withCause =
    causeCode === undefined
      ? params
      : {
          ...params,
          causeText: lookupText(texts, locale, `errors.${causeCode}`, { ...params, field: field ?? '' }) ?? causeCode,
        };
  const withReason =
    reasonCode === undefined
      ? withCause
      : {
          ...withCause,
          reasonText:
            lookupText(texts, locale, `taskEvents.reasons.${reasonCode}`, withCause) ??
            lookupText(texts, locale, 'taskEvents.reasons.unknown') ??
            String(reasonCode),
        };
  return lookupText(texts, locale, `taskEvents.${key}`, withReason) ?? key;
}
