import { z } from 'zod';
import { DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE, REASON_MAX_LENGTH, TITLE_LENGTH_LIMIT_EXCLUSIVE } from '../limits';
import { charLength, invalid, VALID, schemaFromValidator, type ValidationResult } from './validation-result';

/*
 * Free-text fields of forms (spec 000 §5, 001 §5): titles, descriptions, questioning or challenge reasons, required
 * inputs and the suggestion type. Lengths count characters; whether a limit is inclusive is decided in ../limits.
 * A value of only white space counts as empty.
 */

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Any input that must not be empty (spec 001 §5). */
export function validateRequiredInput(value: string | null | undefined): ValidationResult<'INPUT_EMPTY'> {
  return isBlank(value) ? invalid('INPUT_EMPTY') : VALID;
}

export function validateTitle(title: string): ValidationResult<'TITLE_REQUIRED' | 'TITLE_TOO_LONG'> {
  if (isBlank(title)) return invalid('TITLE_REQUIRED');
  return charLength(title) < TITLE_LENGTH_LIMIT_EXCLUSIVE ? VALID : invalid('TITLE_TOO_LONG');
}

/** Descriptions are optional; an empty one passes. */
export function validateDescription(description: string): ValidationResult<'DESCRIPTION_TOO_LONG'> {
  return charLength(description) < DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE ? VALID : invalid('DESCRIPTION_TOO_LONG');
}

/** Reason given when questioning or challenging a result; its presence is the form's business. */
export function validateReason(reason: string): ValidationResult<'REASON_TOO_LONG'> {
  return charLength(reason) <= REASON_MAX_LENGTH ? VALID : invalid('REASON_TOO_LONG');
}

/** The suggestion form needs a type picked (its values are configuration, not in the spec). */
export function validateSuggestionType(type: string | null | undefined): ValidationResult<'SUGGESTION_TYPE_REQUIRED'> {
  return isBlank(type) ? invalid('SUGGESTION_TYPE_REQUIRED') : VALID;
}

export const requiredInputSchema = schemaFromValidator(z.string(), validateRequiredInput);
export const titleSchema = schemaFromValidator(z.string(), validateTitle);
export const descriptionSchema = schemaFromValidator(z.string(), validateDescription);
export const reasonSchema = schemaFromValidator(z.string(), validateReason);
export const suggestionTypeSchema = schemaFromValidator(z.string(), validateSuggestionType);
