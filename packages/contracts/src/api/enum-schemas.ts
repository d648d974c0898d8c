import { z } from 'zod';
import {
  DATA_SORT_COLUMNS,
  FILE_SIZE_UNITS,
  PROJECT_DATA_SORT_COLUMNS,
  SORT_DIRECTIONS,
  SURVEY_ENTRIES,
  SURVEY_TYPES,
} from '../limits';

/*
 * Request schemas of the value lists limits.ts names. limits.ts itself stays free of zod: the web's first load reads
 * its numbers, and zod stays off that load (issue 13 item 8).
 */

export const sortDirectionSchema = z.enum(SORT_DIRECTIONS);
export const dataSortColumnSchema = z.enum(DATA_SORT_COLUMNS);
export const projectDataSortColumnSchema = z.enum(PROJECT_DATA_SORT_COLUMNS);
export const fileSizeUnitSchema = z.enum(FILE_SIZE_UNITS);
export const surveyTypeSchema = z.enum(SURVEY_TYPES);
export const surveyEntrySchema = z.enum(SURVEY_ENTRIES);
