import { z } from 'zod';
import { evaluationAnswerSchema, evaluationStageSchema } from './evaluation-rules';

/*
 * The survey calls (shared/API.md "Projects"):
 *   GET  /api/v1/projects/evaluation?projectBaseId=|projectId=|number=   evaluation info (spec 000 §7, 001 §7)
 *   GET  /api/v1/projects/:projectBaseId/evaluation                        the same, from the progress pages
 *   POST /modules/api/v5/newProject/saveEvaInfo                            save (the spec's path)
 * projectId is a report's id (the report list's projectId), number the project's code. Every call answers
 * PROJECT_NOT_FOUND (404) to whoever may not see the project.
 */

/** One of the three names the project (the first given, in this order); none names none (PROJECT_NOT_FOUND). */
export const evaluationInfoQuerySchema = z.object({
  projectBaseId: z.string().max(64).optional(),
  projectId: z.string().max(64).optional(),
  number: z.string().max(64).optional(),
});
export type EvaluationInfoQuery = z.infer<typeof evaluationInfoQuerySchema>;

/** One answered stage. */
export const evaluationHistoryEntrySchema = z.object({
  result: evaluationAnswerSchema.array(),
  evaluatorName: z.string(),
  createTime: z.string(),
  /** Cloud beans this answer earned, credited by the beans area (which does not exist yet). */
  rewardBeans: z.number(),
});
export type EvaluationHistoryEntry = z.infer<typeof evaluationHistoryEntrySchema>;

export const evaluationHistorySchema = z.object({
  projectStartStageEva: evaluationHistoryEntrySchema.nullable(),
  reportPushAStageEva: evaluationHistoryEntrySchema.nullable(),
  reportPushBStageEva: evaluationHistoryEntrySchema.nullable(),
});

export const evaluationInfoResponseSchema = z.object({
  projectBaseId: z.string(),
  projectName: z.string(),
  /** Questions remain for the caller: a due stage is unanswered, so the dialog shows (spec 001 §4); never for staff. */
  canLatestEvaluated: z.boolean(),
  /** The projects the pending questions are about (this project when canLatestEvaluated, else empty). */
  projectBaseIds: z.string().array(),
  /** Due and unanswered stages, in order: the surveys the dialog asks (EVALUATION_SURVEYS). */
  pendingStages: evaluationStageSchema.array(),
  /** Every stage that is due, answered or not. */
  dueStages: evaluationStageSchema.array(),
  historyEva: evaluationHistorySchema,
});
export type EvaluationInfoResponse = z.infer<typeof evaluationInfoResponseSchema>;

/** At least one stage's answers; each must be due and not yet answered. */
export const saveEvaluationRequestSchema = z.object({
  projectBaseId: z.string().max(64),
  projectStartEvaObject: evaluationAnswerSchema.array().max(20).optional(),
  reportPushAStageEvaObject: evaluationAnswerSchema.array().max(20).optional(),
  reportPushBStageEvaObject: evaluationAnswerSchema.array().max(20).optional(),
});
export type SaveEvaluationRequest = z.infer<typeof saveEvaluationRequestSchema>;

export const saveEvaluationResponseSchema = z.object({
  saved: evaluationStageSchema.array(),
  /** Beans earned by this save (EVALUATION_REWARD_BEANS per stage), to be credited by the beans area. */
  rewardBeans: z.number(),
});
export type SaveEvaluationResponse = z.infer<typeof saveEvaluationResponseSchema>;
