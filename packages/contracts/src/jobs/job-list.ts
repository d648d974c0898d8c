import { z } from 'zod';
import { jobActionSchema } from './job-actions';

/*
 * What the task job list and the compute job list (spec 000 §3, §4) share: the paging query, the fields every job of
 * both lists carries, and the page of jobs they answer.
 */

/** Paging of a job list: page size (bounded) and a zero-based page. */
export function jobListPagingFields(maxPageSize: number, defaultPageSize: number) {
  return {
    recordNumberOfPage: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
    /** Zero-based. */
    currentPage: z.coerce.number().int().min(0).max(10_000_000).default(0),
  };
}

const isoTime = z.string();

/** The fields of a job in both lists (names are the spec's). */
export const jobSummaryFields = {
  id: z.string(),
  jobName: z.string(),
  /** The manifest id of the tool or app. */
  taskName: z.string(),
  /** The tool's or app's name in the request's locale, and in both. */
  softName: z.string(),
  softNameZh: z.string(),
  softNameEn: z.string(),
  softId: z.string(),
  applicationName: z.string(),
  projectBaseId: z.string().nullable(),
  projectBaseName: z.string().nullable(),
  createTime: isoTime,
  startTime: isoTime.nullable(),
  endTime: isoTime.nullable(),
  /** What the caller may do now (contracts' status machine of the job's kind). */
  actions: jobActionSchema.array(),
};

/** One page of a job list. */
export function jobListPageFields<T extends z.ZodType>(job: T) {
  return { jobList: job.array(), totalPages: z.number().int(), totalElements: z.number().int() };
}
