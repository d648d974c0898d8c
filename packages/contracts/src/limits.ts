/*
 * Business constants and limits of spec 000 §9 and 001 §9 (and the numbers their §4/§5 use), written once here.
 * The session and first-visit cookies live in ./session, the locale rule in ./locale.
 * Where the spec is silent or ambiguous the decision is stated beside the constant.
 */

// ---------------------------------------------------------------------------------------------------------------
// Page sizes
// ---------------------------------------------------------------------------------------------------------------

/** Rows per page (or result limits) per list. The main data table's page size is not in the spec. */
export const PAGE_SIZES = {
  /** Compute job (workflow) list, sent as recordNumberOfPage. */
  computeJobs: 10,
  /** Task job list, sent as recordNumberOfPage. */
  taskJobs: 10,
  /** Job list inside a project (spec 000 §9; §7 also mentions a smaller variant, §9 wins). */
  projectJobs: 15,
  /** Report list inside a project. */
  projectReports: 15,
  /** My-data picker dialog of the small-tool detail page. */
  myDataDialog: 10,
  /** Autocomplete result limit. */
  autocomplete: 10,
  /** Project picker of a tool: effectively "all projects" in one page. */
  toolProjects: 9999,
  /** Probe for the most recent jobs. */
  recentJobsProbe: 2,
  /** Sample list (spec 001). */
  samples: 10,
  /** Suggestion lookups, sent as limitSize (spec 001). */
  suggestions: 10,
} as const;
export type PageSizeKey = keyof typeof PAGE_SIZES;

// ---------------------------------------------------------------------------------------------------------------
// Text display
// ---------------------------------------------------------------------------------------------------------------

/** What a truncated text ends with. */
export const ELLIPSIS = '...';
/** Shown in a table cell that has no value (data size, and end time of paused compute jobs). */
export const EMPTY_CELL_TEXT = '--';

/** Job names are shown cut to this many characters, then ELLIPSIS. */
export const JOB_NAME_DISPLAY_MAX_CHARS = 20;
/** Interpretation titles in lists are cut to this many characters, then ELLIPSIS. */
export const INTERPRETATION_TITLE_DISPLAY_MAX_CHARS = 20;

/** Cuts `text` to `maxChars` characters (code points, so CJK and emoji count as one) and appends ELLIPSIS. */
export function truncateText(text: string, maxChars: number): string {
  const chars = Array.from(text);
  return chars.length > maxChars ? chars.slice(0, maxChars).join('') + ELLIPSIS : text;
}

export function truncateJobName(name: string): string {
  return truncateText(name, JOB_NAME_DISPLAY_MAX_CHARS);
}

export function truncateInterpretationTitle(title: string): string {
  return truncateText(title, INTERPRETATION_TITLE_DISPLAY_MAX_CHARS);
}

/** The value itself, or EMPTY_CELL_TEXT when there is none (null, undefined or an empty string). */
export function textOrEmptyCell(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? EMPTY_CELL_TEXT : String(value);
}

/**
 * dayjs format of every date and time shown. Spec 001 §9 writes the hours in lower case (12-hour clock) while
 * 000 §9 writes upper case; the 24-hour clock of 000 is used everywhere since the format has no AM/PM marker.
 */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

// ---------------------------------------------------------------------------------------------------------------
// Sorting and columns
// ---------------------------------------------------------------------------------------------------------------

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Lists sort by creation time, newest first, unless the user picks another column. */
export const DEFAULT_SORT_FIELD = 'createTime';
export const DEFAULT_SORT_DIRECTION: SortDirection = 'desc';

/** Column widths in pixels: the name column is narrow or wide depending on the table. */
export const COLUMN_WIDTHS_PX = {
  name: 220,
  nameWide: 400,
  date: 180,
} as const;

/** Sortable columns of the private data view. */
export const DATA_SORT_COLUMNS = ['name', 'type', 'size', 'createdDate'] as const;
export type DataSortColumn = (typeof DATA_SORT_COLUMNS)[number];
/** The project data view sorts by name only. */
export const PROJECT_DATA_SORT_COLUMNS = ['name'] as const satisfies readonly DataSortColumn[];

// ---------------------------------------------------------------------------------------------------------------
// Data roots
// ---------------------------------------------------------------------------------------------------------------

/** fileUuid of the private data root (the default of mydata/private/:fileUuid). */
export const PRIVATE_ROOT_FILE_UUID = '0';
/** fileUuid of the public data root. */
export const PUBLIC_ROOT_FILE_UUID = '1';

// ---------------------------------------------------------------------------------------------------------------
// Sizes, uploads, attachments and texts
// ---------------------------------------------------------------------------------------------------------------

/** Units of the file-size search and of every "M"/"G" in the spec: binary multiples. */
export const FILE_SIZE_UNITS = ['KB', 'MB', 'GB'] as const;
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];
export const BYTES_PER_FILE_SIZE_UNIT = {
  KB: 1024,
  MB: 1048576,
  GB: 1073741824,
} as const satisfies Record<FileSizeUnit, number>;

/** Largest file accepted by an upload, in bytes, inclusive. Spec 001's individual-file limit is this same rule. */
export const UPLOAD_MAX_BYTES = 200_000_000;
/**
 * Largest file of a resumable (tus) upload, inclusive. Not in the spec, whose limit above is the plain upload's; a
 * sequencing file is at most a few hundred GB, and the user's quota usually refuses far earlier.
 */
export const RESUMABLE_UPLOAD_MAX_BYTES = 1024 * BYTES_PER_FILE_SIZE_UNIT.GB;
/** Most folder levels a folder upload may create below its target folder. Not in the spec. */
export const FOLDER_UPLOAD_MAX_DEPTH = 32;
/** Largest attachment, inclusive. The spec writes it with an M suffix, read as MiB like the search units. */
export const ATTACHMENT_MAX_BYTES = 50 * BYTES_PER_FILE_SIZE_UNIT.MB;
/** Most attachments on one form, inclusive. */
export const ATTACHMENTS_MAX_COUNT = 5;
/**
 * All attachments of one form together, inclusive: two at the largest size. Not in the spec; five at 50 MiB each
 * were 250 MiB on disk for one suggestion (reliability review, issue 28 item 7).
 */
export const ATTACHMENTS_TOTAL_MAX_BYTES = 2 * ATTACHMENT_MAX_BYTES;

/*
 * Text lengths count characters (code points). The spec says titles and descriptions must be "under" their limit
 * and a questioning or challenge reason "at most" its limit; the words are taken literally, so the first two limits
 * are exclusive and the last inclusive.
 */
/** A title must be shorter than this. */
export const TITLE_LENGTH_LIMIT_EXCLUSIVE = 50;
/** A description must be shorter than this. */
export const DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE = 500;
/** A questioning or challenge reason may be this long. */
export const REASON_MAX_LENGTH = 500;
/** A suggestion's text: spec 001 §5 gives all free texts (a suggestion, a questioning reason) the one limit. */
export const SUGGESTION_MAX_LENGTH = REASON_MAX_LENGTH;

/** Longest file or folder name; not in the spec, chosen as the common file-system name limit. */
export const FILE_NAME_MAX_LENGTH = 255;
/** Longest custom attribute name; not in the spec. */
export const ATTRIBUTE_NAME_MAX_LENGTH = 64;
/** Longest project name; not in the spec. */
export const PROJECT_NAME_MAX_LENGTH = 100;

// ---------------------------------------------------------------------------------------------------------------
// Download
// ---------------------------------------------------------------------------------------------------------------

/** Downloads larger than this go through the download check and object storage; the rest over plain HTTP. */
export const DOWNLOAD_CHECK_MIN_EXCLUSIVE_BYTES = BYTES_PER_FILE_SIZE_UNIT.GB;
/** A single file smaller than this cannot use FTP. The spec writes it with an M suffix, read as MiB. */
export const FTP_SINGLE_FILE_MIN_BYTES = 200 * BYTES_PER_FILE_SIZE_UNIT.MB;

export function needsDownloadCheck(totalBytes: number): boolean {
  return totalBytes > DOWNLOAD_CHECK_MIN_EXCLUSIVE_BYTES;
}

/** Whether the FTP transfer method may be offered for one file of this size (several files always may). */
export function ftpAllowedForSingleFile(sizeBytes: number): boolean {
  return sizeBytes >= FTP_SINGLE_FILE_MIN_BYTES;
}

// ---------------------------------------------------------------------------------------------------------------
// Phone masking
// ---------------------------------------------------------------------------------------------------------------

export const PHONE_MASK_KEEP_START = 4;
export const PHONE_MASK_KEEP_END = 2;
export const PHONE_MASK_CHAR = '*';

/**
 * Keeps the first PHONE_MASK_KEEP_START and last PHONE_MASK_KEEP_END characters and masks the rest, one mask
 * character per hidden character. A value too short to hide anything that way is masked entirely.
 */
export function maskPhone(phone: string): string {
  const chars = Array.from(phone);
  const hidden = chars.length - PHONE_MASK_KEEP_START - PHONE_MASK_KEEP_END;
  if (hidden <= 0) return PHONE_MASK_CHAR.repeat(chars.length);
  return (
    chars.slice(0, PHONE_MASK_KEEP_START).join('') +
    PHONE_MASK_CHAR.repeat(hidden) +
    chars.slice(chars.length - PHONE_MASK_KEEP_END).join('')
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Satisfaction survey (spec 001 §4, §9)
// ---------------------------------------------------------------------------------------------------------------

/** Cloud beans credited for completing the survey. */
export const SURVEY_REWARD_BEANS = 1000;
/** Rating preselected on each question. */
export const SURVEY_RATING_DEFAULT = 5;
/** A rating at or above this counts as high. */
export const SURVEY_RATING_HIGH_THRESHOLD = 5;
export const SURVEY_DIALOG_WIDTH_PX = 600;

export const SURVEY_TYPES = ['PUB', 'A', 'B'] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];

/** Places of the product a survey asks about. */
export const SURVEY_ENTRIES = ['my_data', 'project_data', 'web_report'] as const;
export type SurveyEntry = (typeof SURVEY_ENTRIES)[number];

export interface SurveyDefinition {
  readonly entries: readonly SurveyEntry[];
  /** Number of rating questions. */
  readonly ratings: number;
  /** Number of free-text suggestion questions. */
  readonly suggestions: number;
}

export const SURVEY_DEFINITIONS = {
  PUB: { entries: ['my_data', 'project_data', 'web_report'], ratings: 3, suggestions: 0 },
  A: { entries: ['web_report', 'my_data'], ratings: 7, suggestions: 1 },
  B: { entries: ['project_data'], ratings: 6, suggestions: 1 },
} as const satisfies Record<SurveyType, SurveyDefinition>;

/** Survey types that cover the given entry, in SURVEY_TYPES order. */
export function surveyTypesForEntry(entry: SurveyEntry): SurveyType[] {
  return SURVEY_TYPES.filter((type) => (SURVEY_DEFINITIONS[type].entries as readonly SurveyEntry[]).includes(entry));
}
