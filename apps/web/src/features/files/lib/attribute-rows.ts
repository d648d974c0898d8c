import {
  findDuplicateAttributeNames,
  validateAttributeName,
  type CustomAttribute,
  type ValidationErrorCode,
} from '@biocloud/contracts';

/*
 * The custom-attribute editor's checks (spec 000 §5: custom-name check and duplicate check), per row so each
 * message sits beside its field. Names are compared as contracts does (case-insensitive).
 */

export function attributeNameError(
  name: string | undefined,
  allNames: readonly (string | undefined)[],
): ValidationErrorCode | null {
  const key = (name ?? '').trim();
  if (!validateAttributeName(key).ok) return 'ATTRIBUTE_NAME_INVALID';
  const names = allNames.map((n) => (n ?? '').trim());
  const duplicates = new Set(findDuplicateAttributeNames(names).map((n) => n.toLowerCase()));
  return duplicates.has(key.toLowerCase()) ? 'ATTRIBUTE_DUPLICATE' : null;
}

/** The rows as saved: names and values trimmed of surrounding spaces, rows left entirely empty dropped. */
export function attributesToSave(rows: readonly Partial<CustomAttribute>[]): CustomAttribute[] {
  return rows
    .map((row) => ({ key: (row.key ?? '').trim(), value: (row.value ?? '').trim() }))
    .filter((row) => row.key !== '' || row.value !== '');
}
