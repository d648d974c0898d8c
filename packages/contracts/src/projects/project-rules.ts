import { z } from 'zod';

/*
 * The project vocabulary (issue 6). The spec names the fields (projectType, status, readFlag, flag, jobType,
 * jobStatus, timeName, timeFlag) but not their values; the values below are our decisions, written once here.
 */

/** A customer's own analysis project, or a sequencing-service line set up by staff. */
export const projectTypeSchema = z.enum(['personal', 'resequencing', 'transcriptome', 'metagenome', 'denovo', 'other']);
export type ProjectType = z.infer<typeof projectTypeSchema>;
export const PROJECT_TYPES = projectTypeSchema.options;
/** What a project created by its customer is. */
export const CUSTOMER_PROJECT_TYPE: ProjectType = 'personal';

/** Derived from the stages: none recorded, some, or the last analysis stage recorded. */
export const projectStatusSchema = z.enum(['notStarted', 'inProgress', 'completed']);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;
export const PROJECT_STATUSES = projectStatusSchema.options;

/** The two progress views: the lab service (progress/service) and the analysis (progress/analyse). */
export const progressTypeSchema = z.enum(['service', 'analyse']);
export type ProgressType = z.infer<typeof progressTypeSchema>;

/** The stages of each view, in the order they happen; staff record them one after the other. */
export const PROGRESS_STAGES = {
  service: ['sampleReceived', 'sampleQc', 'libraryConstruction', 'sequencing', 'dataDelivered'],
  analyse: ['dataQc', 'standardAnalysis', 'reportDelivered'],
} as const satisfies Record<ProgressType, readonly string[]>;
export const stageKeySchema = z.enum([...PROGRESS_STAGES.service, ...PROGRESS_STAGES.analyse]);
export type StageKey = z.infer<typeof stageKeySchema>;

/** The view a stage belongs to. */
export function progressTypeOf(stage: StageKey): ProgressType {
  return (PROGRESS_STAGES.service as readonly string[]).includes(stage) ? 'service' : 'analyse';
}

/**
 * Whether `stage` may be recorded now, given the stages already recorded: each stage once, and only after every
 * earlier stage of its view.
 */
export function canRecordStage(
  stage: StageKey,
  recorded: ReadonlySet<string>,
): { ok: true } | { ok: false; code: 'PROJECT_STAGE_DONE' | 'PROJECT_STAGE_OUT_OF_ORDER' } {
  if (recorded.has(stage)) return { ok: false, code: 'PROJECT_STAGE_DONE' };
  const order: readonly string[] = PROGRESS_STAGES[progressTypeOf(stage)];
  const earlier = order.slice(0, order.indexOf(stage));
  return earlier.every((s) => recorded.has(s)) ? { ok: true } : { ok: false, code: 'PROJECT_STAGE_OUT_OF_ORDER' };
}

/** The project's status once these stages are recorded. */
export function projectStatusFor(recorded: ReadonlySet<string>): ProjectStatus {
  const last = PROGRESS_STAGES.analyse[PROGRESS_STAGES.analyse.length - 1]!;
  if (recorded.has(last)) return 'completed';
  return recorded.size > 0 ? 'inProgress' : 'notStarted';
}

/**
 * An own-analysis project's status follows its jobs (issue 14 item 2), as a service project's follows its stages:
 * no job yet, a job not ended (waiting, running, paused), or every job ended.
 */
export function projectStatusForJobs(jobs: { total: number; unfinished: number }): ProjectStatus {
  if (jobs.unfinished > 0) return 'inProgress';
  return jobs.total > 0 ? 'completed' : 'notStarted';
}

/**
 * An own-analysis project: its customers organise its data themselves and its status follows its jobs; a service
 * project's data are the staff's delivery and its status follows the stages staff record.
 */
export function isOwnAnalysis(type: string): boolean {
  return type === CUSTOMER_PROJECT_TYPE;
}

/** One urge per project and view within this many seconds (not in the spec: a day keeps the lab's inbox sane). */
export const URGE_INTERVAL_SECONDS = 24 * 60 * 60;
/** E-mails to the project's contact, per project, within URGE_INTERVAL_SECONDS. */
export const EMAILS_PER_INTERVAL = 5;

/** A custom analysis request: written by the customer, then taken up and finished by staff. */
export const customRequestStatusSchema = z.enum(['submitted', 'processing', 'completed']);
export type CustomRequestStatus = z.infer<typeof customRequestStatusSchema>;

/** The report list's `flag`: the analysis reports (report page) or the examining (QC) reports. */
export const reportFlagSchema = z.enum(['report', 'examiningReport']);
export type ReportFlag = z.infer<typeof reportFlagSchema>;

/** What deleting a project does with its data: delete it, or keep it as a folder in the owner's private space. */
export const projectDataActionSchema = z.enum(['delete', 'keep']);
/** ... and with its jobs: delete them (ended ones only), or keep them in their users' job lists without a project. */
export const projectJobActionSchema = z.enum(['delete', 'keep']);

/** Project job pages: compute jobs (job/c/list) or task jobs (job/t/list). */
export const projectJobTypeSchema = z.enum(['compute', 'task']);
export type ProjectJobType = z.infer<typeof projectJobTypeSchema>;
/** The time column a project job filter applies to, and how far back it reaches. */
export const jobTimeNameSchema = z.enum(['createTime', 'endTime']);
export const jobTimeFlagSchema = z.enum(['all', 'day', 'week', 'month', 'year']);
export type JobTimeFlag = z.infer<typeof jobTimeFlagSchema>;

/** The start of the period a time flag covers, ending now (null: no limit). */
export function timeFlagStart(flag: JobTimeFlag, now: Date): Date | null {
  const days = { all: null, day: 1, week: 7, month: 30, year: 365 }[flag];
  return days === null ? null : new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}
