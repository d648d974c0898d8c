import { z } from 'zod';

/**
 * Stable codes of the validation rules of spec 000 §5 and 001 §5. The server answers with them and the web app maps
 * each to a localized text (the spec does not give the wording).
 */
export const validationErrorCodeSchema = z.enum([
  'FILE_SIZE_SEARCH_INVALID',
  'FILE_SIZE_RANGE_INVALID',
  'FOLDER_NAME_INVALID',
  'FOLDER_PATH_TOO_DEEP',
  'RENAME_INVALID',
  'UPLOAD_NAME_INVALID',
  'UPLOAD_TOO_LARGE',
  'ATTACHMENT_TOO_LARGE',
  'TOO_MANY_ATTACHMENTS',
  'ATTACHMENTS_TOO_LARGE',
  'TITLE_REQUIRED',
  'TITLE_TOO_LONG',
  'DESCRIPTION_TOO_LONG',
  'REASON_TOO_LONG',
  'INPUT_EMPTY',
  'SUGGESTION_TYPE_REQUIRED',
  'PROJECT_NAME_REQUIRED',
  'PROJECT_NAME_TOO_LONG',
  'PASSWORD_REQUIRED',
  'ATTRIBUTE_NAME_INVALID',
  'ATTRIBUTE_DUPLICATE',
]);
export type ValidationErrorCode = z.infer<typeof validationErrorCodeSchema>;
export const VALIDATION_ERROR_CODES = validationErrorCodeSchema.options;

/** Result of a rule: accepted, or refused with the code of the first broken rule. */
export type ValidationResult<C extends ValidationErrorCode = ValidationErrorCode> =
  { readonly ok: true } | { readonly ok: false; readonly code: C };

export const VALID: { readonly ok: true } = Object.freeze({ ok: true });

export function invalid<C extends ValidationErrorCode>(code: C): { readonly ok: false; readonly code: C } {
  return { ok: false, code };
}

/**
 * A zod schema that accepts what `validate` accepts and reports its code as the issue message, so request schemas
 * and the pure functions can never disagree.
 */
export function schemaFromValidator<T>(base: z.ZodType<T>, validate: (value: T) => ValidationResult): z.ZodType<T> {
  return base.superRefine((value, ctx) => {
    const result = validate(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.code });
  });
}

/** Length in characters (code points), so a CJK character or an emoji counts as one. */
export function charLength(text: string): number {
  return Array.from(text).length;
}
