import { describe, expect, it } from 'vitest';
import { EVALUATION_SURVEYS } from '@biocloud/contracts';
import { initialSurveyValues, surveyRequest } from './evaluation-answers';

describe('survey answers', () => {
  it('open with every rating at 5 and an empty suggestion', () => {
    const values = initialSurveyValues(['projectStart', 'reportPushA']);
    expect(values.projectStart).toEqual({ rating1: 5, rating2: 5, rating3: 5 });
    expect(Object.keys(values.reportPushA ?? {})).toEqual([...EVALUATION_SURVEYS.reportPushA.labels]);
    expect(values.reportPushA?.suggestion).toBe('');
  });

  it("send each stage's answers under its key, in the survey's order", () => {
    const values = initialSurveyValues(['projectStart', 'reportPushB']);
    values.projectStart = { ...values.projectStart, rating2: 3 };
    values.reportPushB = { ...values.reportPushB, suggestion: '  faster delivery ' };
    const result = surveyRequest('p-1', ['projectStart', 'reportPushB'], values);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.projectBaseId).toBe('p-1');
    expect(result.request.projectStartEvaObject).toEqual([
      { label: 'rating1', value: 5 },
      { label: 'rating2', value: 3 },
      { label: 'rating3', value: 5 },
    ]);
    expect(result.request.reportPushBStageEvaObject?.at(-1)).toEqual({ label: 'suggestion', value: 'faster delivery' });
    expect(result.request.reportPushAStageEvaObject).toBeUndefined();
  });

  it('name the stage whose answers break the rule', () => {
    const values = initialSurveyValues(['projectStart', 'reportPushA']);
    values.reportPushA = { ...values.reportPushA, rating4: 0 };
    expect(surveyRequest('p-1', ['projectStart', 'reportPushA'], values)).toEqual({
      ok: false,
      stage: 'reportPushA',
      code: 'EVALUATION_RATING_INVALID',
    });
    values.reportPushA = { ...values.reportPushA, rating4: 4, suggestion: 'x'.repeat(500) };
    expect(surveyRequest('p-1', ['reportPushA'], values)).toMatchObject({ code: 'EVALUATION_SUGGESTION_TOO_LONG' });
  });
});
