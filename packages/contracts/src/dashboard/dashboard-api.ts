import { z } from 'zod';
import { computeJobStatusSchema } from '../workflows/compute-job-status';
import { projectStatusSchema } from '../projects/project-rules';
import { taskJobStatusSchema } from '../tasks/task-job-status';

/*
 * The dashboard's figures (spec 001 §2 dashboard; issue 18 item 4): counts by status of the caller's task jobs,
 * compute jobs and projects (each links to its list filtered so), their jobs per day and their storage per day.
 */

/** How many days the jobs chart covers, today included. */
export const DASHBOARD_JOB_DAYS = 14;
/** How many days the storage chart covers, today included. */
export const DASHBOARD_STORAGE_DAYS = 30;
/** How many of the newest project reports the dashboard lists. */
export const DASHBOARD_REPORT_COUNT = 5;

/** How a job's status counts in the per-day chart (both kinds of job together). */
export const jobOutcomeSchema = z.enum(['finished', 'failed', 'killed', 'active']);
export type JobOutcome = z.infer<typeof jobOutcomeSchema>;
export const JOB_OUTCOMES = jobOutcomeSchema.options;

/** The compute job statuses of each outcome: the dashboard's figure links to the compute list filtered by them. */
export const COMPUTE_OUTCOME_STATUSES = {
  finished: ['FINISH'],
  failed: ['FAILURE'],
  killed: ['KILLED'],
  active: ['RECEIVED', 'RUNNING', 'PAUSE'],
} as const satisfies Record<JobOutcome, readonly z.infer<typeof computeJobStatusSchema>[]>;

const countsOf = <T extends string>(schema: z.ZodEnum<Record<T, T>>) => z.record(schema, z.number());

export const dashboardResponseSchema = z.object({
  taskCounts: countsOf(taskJobStatusSchema),
  computeCounts: countsOf(computeJobStatusSchema),
  projectCounts: countsOf(projectStatusSchema),
  unreadMessages: z.number(),
  /** Oldest first, every day of DASHBOARD_JOB_DAYS (zeros included), jobs by the day they were submitted. */
  jobsByDay: z.array(z.object({ day: z.string(), counts: countsOf(jobOutcomeSchema) })),
  /** Oldest first, the days with a record within DASHBOARD_STORAGE_DAYS (today always). */
  storageByDay: z.array(z.object({ day: z.string(), usedBytes: z.number() })),
  reports: z.array(
    z.object({
      id: z.string(),
      projectBaseId: z.string(),
      projectName: z.string(),
      title: z.string(),
      flag: z.enum(['report', 'examiningReport']),
      readFlag: z.boolean(),
      createTime: z.string(),
    }),
  ),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
