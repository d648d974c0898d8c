import { z } from 'zod';
import { DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE, TITLE_LENGTH_LIMIT_EXCLUSIVE } from '../limits';
import { charLength } from '../validation/validation-result';

/*
 * The rules of sample fields (spec 001 §5: titles under 50 characters, descriptions under 500, inputs not empty) and
 * the codes they answer. Each code is an issue message, so the server's error answer tells it in the caller's
 * language beside the field's path (an import reports row, column and reason the same way).
 */

export const SAMPLE_ERROR_CODES = [
  'SAMPLE_NOT_FOUND',
  'SAMPLE_MOVE_REFUSED',
  'SAMPLE_NOT_EDITABLE',
  'SAMPLE_NOT_DELETABLE',
  'SAMPLE_SHEET_EMPTY',
  'SAMPLE_TEXT_TOO_LONG',
  'SAMPLE_REMARK_TOO_LONG',
  'SAMPLE_VALUE_REQUIRED',
  'SAMPLE_NAME_INVALID',
  'SAMPLE_NAME_DUPLICATE',
  'SAMPLE_NUMBER_INVALID',
  'SAMPLE_CHOICE_INVALID',
  'SAMPLE_CONSTRUCTION_TYPE_INVALID',
  'SAMPLE_ROWS_TOO_MANY',
  'SAMPLE_COURIER_NUMBER_INVALID',
  'SAMPLE_PROJECT_NOT_OWNERS',
] as const;
export type SampleErrorCode = (typeof SAMPLE_ERROR_CODES)[number];

/** Most detail rows on one sheet: the import's limit (issue 17 item 3), and the sheet's. */
export const SAMPLE_ROWS_MAX = 1000;

/** A short text of a sheet (a species, a batch number): optional, under the title limit. */
export const shortSampleText = z.string({ error: 'SAMPLE_TEXT_TOO_LONG' }).superRefine((value, ctx) => {
  if (charLength(value) >= TITLE_LENGTH_LIMIT_EXCLUSIVE)
    ctx.addIssue({ code: 'custom', message: 'SAMPLE_TEXT_TOO_LONG' });
});

/** A short text that must be given. */
export const requiredSampleText = shortSampleText.superRefine((value, ctx) => {
  if (value.trim() === '') ctx.addIssue({ code: 'custom', message: 'SAMPLE_VALUE_REQUIRED' });
});

/** A remark: optional, under the description limit. */
export const sampleRemark = z.string({ error: 'SAMPLE_REMARK_TOO_LONG' }).superRefine((value, ctx) => {
  if (charLength(value) >= DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE) {
    ctx.addIssue({ code: 'custom', message: 'SAMPLE_REMARK_TOO_LONG' });
  }
});

/**
 * A sample name as written on the tube and used in the delivered file names: letters, digits, underscore, dot and
 * hyphen (the spec's file-name rule), under the title limit.
 */
export const SAMPLE_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** What is wrong with a sample name, or null. */
function sampleNameProblem(value: string): SampleErrorCode | null {
  if (value.trim() === '') return 'SAMPLE_VALUE_REQUIRED';
  if (charLength(value) >= TITLE_LENGTH_LIMIT_EXCLUSIVE) return 'SAMPLE_TEXT_TOO_LONG';
  return SAMPLE_NAME_PATTERN.test(value) ? null : 'SAMPLE_NAME_INVALID';
}
export const sampleNameSchema = z.string({ error: 'SAMPLE_VALUE_REQUIRED' }).superRefine((value, ctx) => {
  const broken = sampleNameProblem(value);
  if (broken) ctx.addIssue({ code: 'custom', message: broken });
});
/** A draft's sample name: may be left empty (answered ''), else the name's rules (walkthrough M8). */
export const draftSampleNameSchema = z
  .string({ error: 'SAMPLE_NAME_INVALID' })
  .nullish()
  .transform((value) => (value ?? '').trim())
  .superRefine((value, ctx) => {
    const broken = value === '' ? null : sampleNameProblem(value);
    if (broken) ctx.addIssue({ code: 'custom', message: broken });
  });

/** A measured quantity: a finite number above 0 and at most `max`, or null when not measured. */
export const sampleQuantity = (max: number) =>
  z
    .number({ error: 'SAMPLE_NUMBER_INVALID' })
    .gt(0, { error: 'SAMPLE_NUMBER_INVALID' })
    .max(max, { error: 'SAMPLE_NUMBER_INVALID' })
    .nullable();

/** One of the given codes. */
export const sampleChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'SAMPLE_CHOICE_INVALID' });

/** A courier's waybill number: letters, digits and hyphens, as every carrier prints them. */
export const COURIER_NUMBER_PATTERN = /^[A-Za-z0-9-]{6,40}$/;
export const courierNumberSchema = z
  .string({ error: 'SAMPLE_COURIER_NUMBER_INVALID' })
  .trim()
  .regex(COURIER_NUMBER_PATTERN, { error: 'SAMPLE_COURIER_NUMBER_INVALID' });
