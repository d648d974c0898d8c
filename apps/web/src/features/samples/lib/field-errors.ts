import type { FormInstance } from 'antd';
import type { TFunction } from '../../../shared/i18n/translator';
import { isApiError } from '../../../shared/api-client';

/** A field of an antd form, by its path: names and list indexes. */
export interface FieldError {
  name: (string | number)[];
  errors: string[];
}

/** What a form's setFields takes. */
export type FormFields<V> = Parameters<FormInstance<V>['setFields']>[0];

interface Detail {
  path?: unknown;
  code?: unknown;
  message?: unknown;
}

/**
 * The server's per-field refusals (VALIDATION_ERROR details: `/detailSampleInformationList/2/sampleName` and a code)
 * as errors of the form's fields, each in the page's language. Empty when the refusal names no field.
 */
export function fieldErrors<V = unknown>(t: TFunction, error: unknown): FormFields<V> {
  if (!isApiError(error) || !Array.isArray(error.details)) return [];
  const byField = new Map<string, FieldError>();
  for (const detail of error.details as Detail[]) {
    if (typeof detail.path !== 'string' || detail.path === '') continue;
    const name = detail.path
      .split('/')
      .filter((part) => part !== '')
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const fallback = typeof detail.message === 'string' ? detail.message : '';
    const text = typeof detail.code === 'string' ? t(`errors.${detail.code}`, { defaultValue: fallback }) : fallback;
    const key = name.join('.');
    const entry = byField.get(key) ?? { name, errors: [] };
    if (text && !entry.errors.includes(text)) entry.errors.push(text);
    byField.set(key, entry);
  }
  // The paths are the form's own (the same contracts shape both), so they name its fields.
  return [...byField.values()] as FormFields<V>;
}
