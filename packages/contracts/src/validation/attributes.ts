import { z } from 'zod';
import { ATTRIBUTE_NAME_MAX_LENGTH } from '../limits';
import { invalid, VALID, schemaFromValidator, type ValidationResult } from './validation-result';

/*
 * Saving the attributes of a file (spec 000 §5): each custom attribute name passes the custom-name check, and no
 * name appears twice. The spec names both checks without details; the pattern and the length limit are ours.
 */

/** Custom attribute name: ASCII letters, digits, underscore, hyphen; length limited by ATTRIBUTE_NAME_MAX_LENGTH. */
export const ATTRIBUTE_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

export function validateAttributeName(name: string): ValidationResult<'ATTRIBUTE_NAME_INVALID'> {
  return name.length <= ATTRIBUTE_NAME_MAX_LENGTH && ATTRIBUTE_NAME_PATTERN.test(name)
    ? VALID
    : invalid('ATTRIBUTE_NAME_INVALID');
}

/**
 * Names that occur more than once, each reported once in order of first repeat. Names are compared without regard
 * to case, since two columns that differ only in case read as the same attribute.
 */
export function findDuplicateAttributeNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const reported = new Set<string>();
  const duplicates: string[] = [];
  for (const name of names) {
    const key = name.toLowerCase();
    if (!seen.has(key)) seen.add(key);
    else if (!reported.has(key)) {
      reported.add(key);
      duplicates.push(name);
    }
  }
  return duplicates;
}

/** The whole list to save: every name valid first, then no duplicates. */
export function validateAttributeNames(
  names: readonly string[],
): ValidationResult<'ATTRIBUTE_NAME_INVALID' | 'ATTRIBUTE_DUPLICATE'> {
  for (const name of names) {
    const result = validateAttributeName(name);
    if (!result.ok) return result;
  }
  return findDuplicateAttributeNames(names).length > 0 ? invalid('ATTRIBUTE_DUPLICATE') : VALID;
}

export const attributeNameSchema = schemaFromValidator(z.string(), validateAttributeName);
export const attributeNameListSchema = schemaFromValidator(z.array(z.string()), validateAttributeNames);
