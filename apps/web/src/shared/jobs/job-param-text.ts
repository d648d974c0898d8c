import type { JobParam, Locale } from '@biocloud/contracts';

/** The words a page shows for an empty param and for a boolean's two values. */
export interface ParamWords {
  unset: string;
  yes: string;
  no: string;
}

/** How a param a job ran with reads: a select's option label (its value is a code), yes or no, or the value. */
export function jobParamText(param: Pick<JobParam, 'value' | 'valueLabel'>, locale: Locale, words: ParamWords): string {
  if (param.value === null || param.value === '') return words.unset;
  if (param.valueLabel) return param.valueLabel[locale];
  if (typeof param.value === 'boolean') return param.value ? words.yes : words.no;
  return String(param.value);
}
