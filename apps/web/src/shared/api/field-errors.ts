import type { FormInstance } from 'antd';
import type { TFunction } from '../i18n/translator';
import { ApiError } from '../api-client';
import { errorText } from './error-text';

interface FieldDetail {
  path: string;
  message: string;
}

function isFieldDetail(value: unknown): value is FieldDetail {
  const d = value as Partial<FieldDetail> | null;
  return typeof d?.path === 'string' && d.path.length > 1 && typeof d.message === 'string';
}

/**
 * The server's refusal of a form, field by field (VALIDATION_ERROR details: the JSON path of each field and its
 * message, already in the page's language), as antd's setFields takes them.
 */
export function serverFieldErrors(error: unknown): { name: string[]; errors: string[] }[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR' || !Array.isArray(error.details)) return [];
  return error.details
    .filter(isFieldDetail)
    .map((d) => ({ name: d.path.split('/').filter(Boolean), errors: [d.message] }));
}

/**
 * Shows a failed submit: beside the fields the server named (or, for a refusal about one field such as a wrong
 * password, the field `fieldOfCode` names), else as one text for the form's alert (null when it went to a field).
 */
export function showSubmitError(
  form: FormInstance,
  t: TFunction,
  error: unknown,
  fieldOfCode: Partial<Record<string, string>> = {},
): string | null {
  const fields = serverFieldErrors(error);
  const field = error instanceof ApiError ? fieldOfCode[error.code] : undefined;
  if (field) fields.push({ name: [field], errors: [errorText(t, error)] });
  if (fields.length === 0) return errorText(t, error);
  form.setFields(fields);
  return null;
}
