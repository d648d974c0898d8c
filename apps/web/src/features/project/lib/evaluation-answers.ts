import {
  EVALUATION_RATING_DEFAULT,
  EVALUATION_SURVEYS,
  validateEvaluationAnswers,
  type EvaluationAnswer,
  type EvaluationErrorCode,
  type EvaluationStage,
  type SaveEvaluationRequest,
} from '@biocloud/contracts';

/** What the survey dialog holds per stage: each rating (1-5) and the suggestion's text. */
export type SurveyValues = Partial<Record<EvaluationStage, Record<string, number | string>>>;

/** The dialog as it opens: every rating at the default (spec 001 §9: 5), suggestions empty. */
export function initialSurveyValues(stages: readonly EvaluationStage[]): SurveyValues {
  return Object.fromEntries(
    stages.map((stage) => {
      const { ratingLabels, hasSuggestion } = EVALUATION_SURVEYS[stage];
      const ratings: Record<string, number | string> = Object.fromEntries(
        ratingLabels.map((label) => [label, EVALUATION_RATING_DEFAULT]),
      );
      return [stage, hasSuggestion ? { ...ratings, suggestion: '' } : ratings];
    }),
  );
}

/**
 * The save request for the stages asked, checked by the rule the server runs; the first stage whose answers break
 * it is named with the code instead.
 */
export function surveyRequest(
  projectBaseId: string,
  stages: readonly EvaluationStage[],
  values: SurveyValues,
): { ok: true; request: SaveEvaluationRequest } | { ok: false; stage: EvaluationStage; code: EvaluationErrorCode } {
  const request: SaveEvaluationRequest = { projectBaseId };
  for (const stage of stages) {
    const survey = EVALUATION_SURVEYS[stage];
    const answers: EvaluationAnswer[] = survey.labels.map((label) => {
      const value = values[stage]?.[label];
      return { label, value: label === 'suggestion' ? String(value ?? '').trim() : Number(value) };
    });
    const check = validateEvaluationAnswers(stage, answers);
    if (!check.ok) return { ok: false, stage, code: check.code };
    request[survey.resultKey] = answers;
  }
  return { ok: true, request };
}
