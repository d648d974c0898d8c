import type { TFunction } from '../i18n/translator';
import { ERROR_CODE, toolValueErrorCodeSchema, type Locale } from '@biocloud/contracts';
import { ApiError } from '../api-client';
import { fileFields, JOB_NAME_FIELD, JOB_NAME_REQUIRED, type FieldProblem, type ToolForm } from './tool-form-values';

/*
 * Problems of the tool form as people read them, and where the form shows them. The texts are the server's own
 * (errors.<CODE>, with the field's label in {{field}}), so a refusal reads the same from the browser and the server.
 */

/** Where a field lives in the form store: files of inputs and file params, scalar params, the job name. */
export function fieldPath(form: ToolForm, field: string): [typeof JOB_NAME_FIELD] | ['files' | 'params', string] {
  if (field === JOB_NAME_FIELD) return [JOB_NAME_FIELD];
  return fileFields(form).some((f) => f.name === field) ? ['files', field] : ['params', field];
}

export function fieldLabel(form: ToolForm, field: string, locale: Locale): string {
  const item = [...form.inputs, ...form.params].find((f) => f.name === field);
  return item?.label[locale] ?? field;
}

export function problemText(t: TFunction, form: ToolForm, problem: FieldProblem, locale: Locale): string {
  if (problem.code === JOB_NAME_REQUIRED) return t('software.form.jobNameRequired');
  return t(`errors.${problem.code}`, { ...problem.params, field: fieldLabel(form, problem.field, locale) });
}

function isFieldProblem(value: unknown): value is FieldProblem {
  if (typeof value !== 'object' || value === null) return false;
  const { field, code } = value as Record<string, unknown>;
  return typeof field === 'string' && toolValueErrorCodeSchema.safeParse(code).success;
}

/**
 * The fields a refused submission names: every problem of `details.problems` (the server lists them all), or the
 * job name for its own code; null when the refusal is not about one field (the page shows it as a message).
 */
export function refusedFields(error: unknown): FieldProblem[] | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ERROR_CODE.JOB_NAME_INVALID) return [{ field: JOB_NAME_FIELD, code: error.code }];
  const listed = (error.details as { problems?: unknown } | undefined)?.problems;
  const problems = Array.isArray(listed) ? listed.filter(isFieldProblem) : [];
  return problems.length > 0 ? problems : null;
}
