import { z } from 'zod';
import { DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE } from '../limits';
import { charLength } from '../validation/validation-result';

/*
 * The satisfaction survey of a project (spec 000 §3, 001 §3-5, §9). A project is evaluated once per stage:
 *   projectStart  survey PUB  due when the project exists;
 *   reportPushA   survey A    due once the first analysis report is attached to the project (the web report);
 *   reportPushB   survey B    due once the data are delivered (service stage dataDelivered: the project data).
 * The survey types' entries (where the dialog is offered) match these moments. Each answered stage earns
 * EVALUATION_REWARD_BEANS cloud beans; until beans exist the reward is stored on the evaluation to be credited later.
 */

export const evaluationStageSchema = z.enum(['projectStart', 'reportPushA', 'reportPushB']);
export type EvaluationStage = z.infer<typeof evaluationStageSchema>;
export const EVALUATION_STAGES = evaluationStageSchema.options;

/** Where the survey dialog may be offered (spec 001 §9 "entries"). */
export const evaluationEntrySchema = z.enum(['my_data', 'project_data', 'web_report']);
export type EvaluationEntry = z.infer<typeof evaluationEntrySchema>;

export const evaluationSurveyTypeSchema = z.enum(['PUB', 'A', 'B']);
export type EvaluationSurveyType = z.infer<typeof evaluationSurveyTypeSchema>;

/** Rating bounds and the value a rating starts at (spec 001 §9: default 5, high threshold 5). */
export const EVALUATION_RATING_MIN = 1;
export const EVALUATION_RATING_MAX = 5;
export const EVALUATION_RATING_DEFAULT = 5;
/** Cloud beans for each completed survey (spec 001 §4, §9). */
export const EVALUATION_REWARD_BEANS = 1000;
/** A suggestion is free text under the description limit (the spec gives no own limit). */
export const EVALUATION_SUGGESTION_LIMIT_EXCLUSIVE = DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE;

/** The question labels of a survey: `rating1..ratingN`, then `suggestion` when the survey has one. */
function questionLabels(ratings: number, suggestion: boolean): readonly string[] {
  const labels = Array.from({ length: ratings }, (_, i) => `rating${i + 1}`);
  return suggestion ? [...labels, 'suggestion'] : labels;
}

export interface EvaluationSurvey {
  readonly surveyType: EvaluationSurveyType;
  readonly entries: readonly EvaluationEntry[];
  /** Key of the stage's answers in the save request (spec: <stage>EvaObject). */
  readonly resultKey: 'projectStartEvaObject' | 'reportPushAStageEvaObject' | 'reportPushBStageEvaObject';
  /** Key of the stage's answers in historyEva (spec: <stage>StageEva). */
  readonly historyKey: 'projectStartStageEva' | 'reportPushAStageEva' | 'reportPushBStageEva';
  readonly ratingLabels: readonly string[];
  readonly hasSuggestion: boolean;
  /** Every label, in the order the dialog shows them; texts: project.json evaluation.questions.<surveyType>.<label>. */
  readonly labels: readonly string[];
}

function survey(
  surveyType: EvaluationSurveyType,
  entries: readonly EvaluationEntry[],
  ratings: number,
  hasSuggestion: boolean,
  keys: Pick<EvaluationSurvey, 'resultKey' | 'historyKey'>,
): EvaluationSurvey {
  return {
    surveyType,
    entries,
    ...keys,
    ratingLabels: questionLabels(ratings, false),
    hasSuggestion,
    labels: questionLabels(ratings, hasSuggestion),
  };
}

export const EVALUATION_SURVEYS: Readonly<Record<EvaluationStage, EvaluationSurvey>> = {
  projectStart: survey('PUB', ['my_data', 'project_data', 'web_report'], 3, false, {
    resultKey: 'projectStartEvaObject',
    historyKey: 'projectStartStageEva',
  }),
  reportPushA: survey('A', ['web_report', 'my_data'], 7, true, {
    resultKey: 'reportPushAStageEvaObject',
    historyKey: 'reportPushAStageEva',
  }),
  reportPushB: survey('B', ['project_data'], 6, true, {
    resultKey: 'reportPushBStageEvaObject',
    historyKey: 'reportPushBStageEva',
  }),
};

/** One answer: the question's label and its value (a rating number, or the suggestion's text). */
export const evaluationAnswerSchema = z.object({
  label: z.string().max(64),
  value: z.union([z.number(), z.string().max(5000)]),
});
export type EvaluationAnswer = z.infer<typeof evaluationAnswerSchema>;

export const evaluationErrorCodeSchema = z.enum([
  'EVALUATION_EMPTY',
  'EVALUATION_ANSWERS_INVALID',
  'EVALUATION_RATING_INVALID',
  'EVALUATION_SUGGESTION_TOO_LONG',
  'EVALUATION_STAGE_ANSWERED',
  'EVALUATION_STAGE_NOT_DUE',
  'EVALUATION_CUSTOMERS_ONLY',
]);
export type EvaluationErrorCode = z.infer<typeof evaluationErrorCodeSchema>;

export type EvaluationCheck = { readonly ok: true } | { readonly ok: false; readonly code: EvaluationErrorCode };

function isRating(value: EvaluationAnswer['value']): boolean {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= EVALUATION_RATING_MIN &&
    value <= EVALUATION_RATING_MAX
  );
}

/**
 * Whether `answers` fill the stage's survey: every rating once, each an integer 1-5; the suggestion (optional, may
 * be empty) text under the limit; no unknown or repeated label.
 */
export function validateEvaluationAnswers(
  stage: EvaluationStage,
  answers: readonly EvaluationAnswer[],
): EvaluationCheck {
  const { labels, ratingLabels } = EVALUATION_SURVEYS[stage];
  const seen = new Set(answers.map((a) => a.label));
  const known = answers.every((a) => labels.includes(a.label));
  if (!known || seen.size !== answers.length || !ratingLabels.every((l) => seen.has(l))) {
    return { ok: false, code: 'EVALUATION_ANSWERS_INVALID' };
  }
  for (const { label, value } of answers) {
    if (label === 'suggestion') {
      if (typeof value !== 'string') return { ok: false, code: 'EVALUATION_ANSWERS_INVALID' };
      if (charLength(value) >= EVALUATION_SUGGESTION_LIMIT_EXCLUSIVE) {
        return { ok: false, code: 'EVALUATION_SUGGESTION_TOO_LONG' };
      }
    } else if (!isRating(value)) {
      return { ok: false, code: 'EVALUATION_RATING_INVALID' };
    }
  }
  return { ok: true };
}

/** The stages the survey should still ask: due, not yet answered, in order (spec 001 §4). */
export function pendingEvaluationStages(
  due: ReadonlySet<EvaluationStage>,
  answered: ReadonlySet<EvaluationStage>,
): EvaluationStage[] {
  return EVALUATION_STAGES.filter((s) => due.has(s) && !answered.has(s));
}

/** The stages due, from what happened in the project (the moments in this file's head comment). */
export function dueEvaluationStages(facts: { reportAttached: boolean; dataDelivered: boolean }): Set<EvaluationStage> {
  const due = new Set<EvaluationStage>(['projectStart']);
  if (facts.reportAttached) due.add('reportPushA');
  if (facts.dataDelivered) due.add('reportPushB');
  return due;
}
