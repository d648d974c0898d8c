import { z } from 'zod';
import { PROJECT_NAME_MAX_LENGTH } from '../limits';
import { descriptionSchema } from './text-fields';
import { charLength, invalid, VALID, schemaFromValidator, type ValidationResult } from './validation-result';

/*
 * Project create, edit and delete (spec 000 §5): the name is required, its length limited by PROJECT_NAME_MAX_LENGTH
 * (our choice; the spec gives none), the description follows the shared description rule, and deleting a project
 * asks for the user's password.
 */

/** Names are compared and stored trimmed; a name of only white space is missing. */
export function validateProjectName(
  name: string | null | undefined,
): ValidationResult<'PROJECT_NAME_REQUIRED' | 'PROJECT_NAME_TOO_LONG'> {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return invalid('PROJECT_NAME_REQUIRED');
  return charLength(trimmed) <= PROJECT_NAME_MAX_LENGTH ? VALID : invalid('PROJECT_NAME_TOO_LONG');
}

/** Passwords are taken as typed: only an empty one is missing. */
export function validatePasswordPresent(password: string | null | undefined): ValidationResult<'PASSWORD_REQUIRED'> {
  return password ? VALID : invalid('PASSWORD_REQUIRED');
}

/** A valid project name, trimmed. */
export const projectNameSchema = schemaFromValidator(z.string(), validateProjectName).transform((name) => name.trim());
export const projectDescriptionSchema = descriptionSchema;
export const projectPasswordSchema = schemaFromValidator(z.string(), validatePasswordPresent);
