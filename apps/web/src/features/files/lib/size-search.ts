import {
  FILE_SIZE_UNITS,
  validateFileSizeSearch,
  validateFileSizeSearchValue,
  type FileListRequest,
  type FileSizeUnit,
  type ValidationErrorCode,
} from '@biocloud/contracts';

/*
 * The file-size search of the data table (spec 000 §5), wired to the rules of contracts: each bound is checked when
 * its field loses focus, the range when both are valid, and only a valid search reaches the request.
 */

/** What the user typed: two bounds and the one unit both are read in. */
export interface SizeSearchDraft {
  readonly start: string;
  readonly end: string;
  readonly unit: FileSizeUnit;
}

export const DEFAULT_SIZE_UNIT: FileSizeUnit = 'MB';
export const EMPTY_SIZE_SEARCH: SizeSearchDraft = { start: '', end: '', unit: DEFAULT_SIZE_UNIT };

/** Surrounding spaces are not part of a number the user meant. */
const clean = (text: string | undefined) => (text ?? '').trim();

/** The code of a bound's field when it loses focus, or null when it is empty or well formed. */
export function sizeBoundError(text: string | undefined): ValidationErrorCode | null {
  const result = validateFileSizeSearchValue(clean(text));
  return result.ok ? null : result.code;
}

/** The code of the whole search (a bad bound first, then start above end), or null when it may be sent. */
export function sizeSearchError(draft: SizeSearchDraft): ValidationErrorCode | null {
  const result = validateFileSizeSearch(
    { value: clean(draft.start), unit: draft.unit },
    { value: clean(draft.end), unit: draft.unit },
  );
  return result.ok ? null : result.code;
}

/** The request fields of a valid search (none for empty bounds); null when the search is not valid. */
export function sizeSearchFields(
  draft: SizeSearchDraft,
): Pick<FileListRequest, 'sizeStart' | 'sizeEnd' | 'sizeUnit'> | null {
  if (sizeSearchError(draft) !== null) return null;
  const start = clean(draft.start);
  const end = clean(draft.end);
  if (!start && !end) return {};
  return { ...(start ? { sizeStart: start } : {}), ...(end ? { sizeEnd: end } : {}), sizeUnit: draft.unit };
}

export function isFileSizeUnit(value: unknown): value is FileSizeUnit {
  return typeof value === 'string' && (FILE_SIZE_UNITS as readonly string[]).includes(value);
}
