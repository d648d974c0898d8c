import { describe, expect, it } from 'vitest';
import {
  ATTACHMENTS_MAX_COUNT,
  ATTACHMENT_MAX_BYTES,
  BYTES_PER_FILE_SIZE_UNIT,
  COLUMN_WIDTHS_PX,
  DATA_SORT_COLUMNS,
  DATE_TIME_FORMAT,
  DEFAULT_SORT_DIRECTION,
  DEFAULT_SORT_FIELD,
  DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE,
  DOWNLOAD_CHECK_MIN_EXCLUSIVE_BYTES,
  ELLIPSIS,
  EMPTY_CELL_TEXT,
  FILE_NAME_MAX_LENGTH,
  FILE_SIZE_UNITS,
  FTP_SINGLE_FILE_MIN_BYTES,
  INTERPRETATION_TITLE_DISPLAY_MAX_CHARS,
  JOB_NAME_DISPLAY_MAX_CHARS,
  PAGE_SIZES,
  PRIVATE_ROOT_FILE_UUID,
  PROJECT_DATA_SORT_COLUMNS,
  PUBLIC_ROOT_FILE_UUID,
  REASON_MAX_LENGTH,
  SURVEY_DEFINITIONS,
  SURVEY_DIALOG_WIDTH_PX,
  SURVEY_ENTRIES,
  SURVEY_RATING_DEFAULT,
  SURVEY_RATING_HIGH_THRESHOLD,
  SURVEY_REWARD_BEANS,
  SURVEY_TYPES,
  TITLE_LENGTH_LIMIT_EXCLUSIVE,
  UPLOAD_MAX_BYTES,
  ftpAllowedForSingleFile,
  maskPhone,
  needsDownloadCheck,
  surveyTypesForEntry,
  textOrEmptyCell,
  truncateInterpretationTitle,
  truncateJobName,
  truncateText,
} from './limits';
import {
  dataSortColumnSchema,
  fileSizeUnitSchema,
  projectDataSortColumnSchema,
  sortDirectionSchema,
  surveyTypeSchema,
} from './api/enum-schemas';
import { CONFIG_POLL_INTERVAL_MS, CONTENT_REFRESH_DELAY_MS, WINDOW_RESIZE_THROTTLE_MS } from './timings';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

describe('page sizes', () => {
  it('match spec 000 §9 and 001 §9', () => {
    expect(PAGE_SIZES).toEqual({
      computeJobs: 10,
      taskJobs: 10,
      projectJobs: 15,
      projectReports: 15,
      myDataDialog: 10,
      autocomplete: 10,
      toolProjects: 9999,
      recentJobsProbe: 2,
      samples: 10,
      suggestions: 10,
    });
  });
});

describe('truncation', () => {
  it('keeps job names of up to 20 characters', () => {
    expect(JOB_NAME_DISPLAY_MAX_CHARS).toBe(20);
    expect(truncateJobName('')).toBe('');
    expect(truncateJobName('short')).toBe('short');
    expect(truncateJobName('a'.repeat(20))).toBe('a'.repeat(20));
  });

  it('cuts longer job names to 20 characters and ...', () => {
    expect(ELLIPSIS).toBe('...');
    expect(truncateJobName('a'.repeat(21))).toBe(`${'a'.repeat(20)}...`);
    expect(truncateJobName('RNA-seq_differential_expression_run_7')).toBe('RNA-seq_differential...');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateJobName('测'.repeat(20))).toBe('测'.repeat(20));
    expect(truncateJobName('测'.repeat(21))).toBe(`${'测'.repeat(20)}...`);
    expect(truncateJobName('🧬'.repeat(20))).toBe('🧬'.repeat(20));
    expect(truncateJobName('🧬'.repeat(21))).toBe(`${'🧬'.repeat(20)}...`);
  });

  it('cuts interpretation titles at 20 characters plus an ellipsis', () => {
    expect(INTERPRETATION_TITLE_DISPLAY_MAX_CHARS).toBe(20);
    expect(truncateInterpretationTitle('b'.repeat(20))).toBe('b'.repeat(20));
    expect(truncateInterpretationTitle('b'.repeat(25))).toBe(`${'b'.repeat(20)}...`);
  });

  it('truncateText takes any limit', () => {
    expect(truncateText('abcdef', 3)).toBe('abc...');
    expect(truncateText('abc', 3)).toBe('abc');
  });
});

describe('empty cells', () => {
  it('show -- for missing values and the value otherwise', () => {
    expect(EMPTY_CELL_TEXT).toBe('--');
    expect(textOrEmptyCell(null)).toBe('--');
    expect(textOrEmptyCell(undefined)).toBe('--');
    expect(textOrEmptyCell('')).toBe('--');
    expect(textOrEmptyCell(0)).toBe('0');
    expect(textOrEmptyCell('12 MB')).toBe('12 MB');
  });
});

describe('dates and sorting', () => {
  it('uses the 24-hour date format', () => {
    expect(DATE_TIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
  });

  it('sorts by createTime descending by default', () => {
    expect(DEFAULT_SORT_FIELD).toBe('createTime');
    expect(DEFAULT_SORT_DIRECTION).toBe('desc');
    expect(sortDirectionSchema.options).toEqual(['asc', 'desc']);
    expect(sortDirectionSchema.safeParse('DESC').success).toBe(false);
  });

  it('has the spec column widths', () => {
    expect(COLUMN_WIDTHS_PX).toEqual({ name: 220, nameWide: 400, date: 180 });
  });

  it('sorts the private view by name, type, size, createdDate and the project view by name', () => {
    expect(DATA_SORT_COLUMNS).toEqual(['name', 'type', 'size', 'createdDate']);
    expect(PROJECT_DATA_SORT_COLUMNS).toEqual(['name']);
    expect(dataSortColumnSchema.safeParse('modifiedDate').success).toBe(false);
    expect(projectDataSortColumnSchema.safeParse('size').success).toBe(false);
    expect(projectDataSortColumnSchema.safeParse('name').success).toBe(true);
  });
});

describe('data roots', () => {
  it('are 0 (private) and 1 (public)', () => {
    expect(PRIVATE_ROOT_FILE_UUID).toBe('0');
    expect(PUBLIC_ROOT_FILE_UUID).toBe('1');
  });
});

describe('sizes and text limits', () => {
  it('use binary units', () => {
    expect(FILE_SIZE_UNITS).toEqual(['KB', 'MB', 'GB']);
    expect(BYTES_PER_FILE_SIZE_UNIT).toEqual({ KB: 1024, MB: 1048576, GB: 1073741824 });
    expect(fileSizeUnitSchema.safeParse('TB').success).toBe(false);
    expect(fileSizeUnitSchema.safeParse('kb').success).toBe(false);
  });

  it('limit uploads, attachments and texts', () => {
    expect(UPLOAD_MAX_BYTES).toBe(200000000);
    expect(ATTACHMENT_MAX_BYTES).toBe(50 * MiB);
    expect(ATTACHMENTS_MAX_COUNT).toBe(5);
    expect(TITLE_LENGTH_LIMIT_EXCLUSIVE).toBe(50);
    expect(DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE).toBe(500);
    expect(REASON_MAX_LENGTH).toBe(500);
    expect(FILE_NAME_MAX_LENGTH).toBe(255);
  });
});

describe('download thresholds', () => {
  it('sends downloads over 1 GiB through the download check', () => {
    expect(DOWNLOAD_CHECK_MIN_EXCLUSIVE_BYTES).toBe(GiB);
    expect(needsDownloadCheck(0)).toBe(false);
    expect(needsDownloadCheck(GiB - 1)).toBe(false);
    expect(needsDownloadCheck(GiB)).toBe(false);
    expect(needsDownloadCheck(GiB + 1)).toBe(true);
    expect(needsDownloadCheck(100 * GiB)).toBe(true);
  });

  it('refuses FTP for single files under 200 MiB', () => {
    expect(FTP_SINGLE_FILE_MIN_BYTES).toBe(200 * MiB);
    expect(ftpAllowedForSingleFile(0)).toBe(false);
    expect(ftpAllowedForSingleFile(200_000_000)).toBe(false);
    expect(ftpAllowedForSingleFile(200 * MiB - 1)).toBe(false);
    expect(ftpAllowedForSingleFile(200 * MiB)).toBe(true);
    expect(ftpAllowedForSingleFile(GiB)).toBe(true);
  });
});

describe('timing', () => {
  it('matches the spec', () => {
    expect(CONFIG_POLL_INTERVAL_MS).toBe(1000);
    expect(WINDOW_RESIZE_THROTTLE_MS).toBe(200);
    expect(CONTENT_REFRESH_DELAY_MS).toBe(2000);
  });
});

describe('maskPhone', () => {
  it('keeps the first 4 and last 2 characters', () => {
    expect(maskPhone('13812345678')).toBe('1381*****78');
    expect(maskPhone('+8613812345678')).toBe('+861********78');
    expect(maskPhone('1234567')).toBe('1234*67');
  });

  it('masks a value too short to keep both ends entirely', () => {
    expect(maskPhone('123456')).toBe('******');
    expect(maskPhone('12')).toBe('**');
    expect(maskPhone('')).toBe('');
  });
});

describe('survey', () => {
  it('rewards 1000 beans and has the spec rating settings', () => {
    expect(SURVEY_REWARD_BEANS).toBe(1000);
    expect(SURVEY_RATING_DEFAULT).toBe(5);
    expect(SURVEY_RATING_HIGH_THRESHOLD).toBe(5);
    expect(SURVEY_DIALOG_WIDTH_PX).toBe(600);
  });

  it('has types PUB, A and B with their entries and question counts', () => {
    expect(SURVEY_TYPES).toEqual(['PUB', 'A', 'B']);
    expect(SURVEY_ENTRIES).toEqual(['my_data', 'project_data', 'web_report']);
    expect(surveyTypeSchema.safeParse('C').success).toBe(false);
    expect(SURVEY_DEFINITIONS).toEqual({
      PUB: { entries: ['my_data', 'project_data', 'web_report'], ratings: 3, suggestions: 0 },
      A: { entries: ['web_report', 'my_data'], ratings: 7, suggestions: 1 },
      B: { entries: ['project_data'], ratings: 6, suggestions: 1 },
    });
  });

  it('finds the survey types of an entry', () => {
    expect(surveyTypesForEntry('my_data')).toEqual(['PUB', 'A']);
    expect(surveyTypesForEntry('project_data')).toEqual(['PUB', 'B']);
    expect(surveyTypesForEntry('web_report')).toEqual(['PUB', 'A']);
  });
});
