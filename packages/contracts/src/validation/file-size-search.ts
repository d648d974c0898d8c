import { z } from 'zod';
import { fileSizeUnitSchema } from '../api/enum-schemas';
import { BYTES_PER_FILE_SIZE_UNIT, type FileSizeUnit } from '../limits';
import { invalid, VALID, schemaFromValidator, type ValidationResult } from './validation-result';

/*
 * File-size search of the data tables (spec 000 §5): a start and an end bound, each typed as text and checked on
 * blur, each with a unit; start must not be above end.
 */

/** One bound as typed: empty (no bound), or one to three digits without a leading zero (so zero is refused). */
export const FILE_SIZE_SEARCH_PATTERN = /^(?:[1-9]\d{0,2})?$/;

export function validateFileSizeSearchValue(text: string): ValidationResult<'FILE_SIZE_SEARCH_INVALID'> {
  return FILE_SIZE_SEARCH_PATTERN.test(text) ? VALID : invalid('FILE_SIZE_SEARCH_INVALID');
}

export function fileSizeToBytes(value: number, unit: FileSizeUnit): number {
  return value * BYTES_PER_FILE_SIZE_UNIT[unit];
}

export interface FileSizeBound {
  /** The text typed by the user; empty means no bound. */
  readonly value: string;
  readonly unit: FileSizeUnit;
}

/** Bytes of a valid bound, or null when it is empty. Throws on text the pattern refuses. */
export function fileSizeBoundToBytes(bound: FileSizeBound): number | null {
  if (!validateFileSizeSearchValue(bound.value).ok) throw new RangeError('invalid file size search value');
  return bound.value === '' ? null : fileSizeToBytes(Number(bound.value), bound.unit);
}

/** Both bounds well formed and, when both are given, start not above end (compared in bytes). */
export function validateFileSizeSearch(
  start: FileSizeBound,
  end: FileSizeBound,
): ValidationResult<'FILE_SIZE_SEARCH_INVALID' | 'FILE_SIZE_RANGE_INVALID'> {
  for (const bound of [start, end]) {
    const result = validateFileSizeSearchValue(bound.value);
    if (!result.ok) return result;
  }
  const from = fileSizeBoundToBytes(start);
  const to = fileSizeBoundToBytes(end);
  return from !== null && to !== null && from > to ? invalid('FILE_SIZE_RANGE_INVALID') : VALID;
}

export const fileSizeSearchValueSchema = schemaFromValidator(z.string(), validateFileSizeSearchValue);

export const fileSizeBoundSchema = z.object({ value: fileSizeSearchValueSchema, unit: fileSizeUnitSchema });

/** The search as a request carries it; reports FILE_SIZE_RANGE_INVALID when start is above end. */
export const fileSizeSearchSchema = schemaFromValidator(
  z.object({ start: fileSizeBoundSchema, end: fileSizeBoundSchema }),
  ({ start, end }) => validateFileSizeSearch(start, end),
);
export type FileSizeSearch = z.infer<typeof fileSizeSearchSchema>;
