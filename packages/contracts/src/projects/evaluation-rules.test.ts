import { describe, expect, it } from 'vitest';
import {
  EVALUATION_RATING_DEFAULT,
  EVALUATION_SURVEYS,
  dueEvaluationStages,
  pendingEvaluationStages,
  validateEvaluationAnswers,
  type EvaluationAnswer,
} from './evaluation-rules';

const filled = (stage: keyof typeof EVALUATION_SURVEYS, value: EvaluationAnswer['value'] = 5): EvaluationAnswer[] =>
  EVALUATION_SURVEYS[stage].labels.map((label) => ({ label, value: label === 'suggestion' ? '' : value }));

describe('the surveys of spec 001 §9', () => {
  it('have PUB 3 ratings, A 7 ratings and a suggestion, B 6 ratings and a suggestion, ratings from 5', () => {
    const shape = Object.values(EVALUATION_SURVEYS).map((s) => [s.surveyType, s.ratingLabels.length, s.hasSuggestion]);
    expect(shape).toEqual([
      ['PUB', 3, false],
      ['A', 7, true],
      ['B', 6, true],
    ]);
    expect(EVALUATION_SURVEYS.reportPushB.entries).toEqual(['project_data']);
    expect(EVALUATION_RATING_DEFAULT).toBe(5);
  });
});

describe('validateEvaluationAnswers', () => {
  it('accepts every rating 1-5 and an empty or short suggestion', () => {
    for (const value of [1, 3, 5])
      expect(validateEvaluationAnswers('reportPushA', filled('reportPushA', value))).toEqual({ ok: true });
    // The suggestion may be left out.
    expect(validateEvaluationAnswers('reportPushB', filled('reportPushB').slice(0, 6))).toEqual({ ok: true });
  });

  it('refuses ratings out of range or not whole, missing, unknown or repeated questions, long suggestions', () => {
    const code = (answers: EvaluationAnswer[]) => {
      const result = validateEvaluationAnswers('projectStart', answers);
      return result.ok ? 'ok' : result.code;
    };
    expect(code(filled('projectStart', 0))).toBe('EVALUATION_RATING_INVALID');
    expect(code(filled('projectStart', 2.5))).toBe('EVALUATION_RATING_INVALID');
    expect(code(filled('projectStart', '4'))).toBe('EVALUATION_RATING_INVALID');
    expect(code(filled('projectStart').slice(1))).toBe('EVALUATION_ANSWERS_INVALID');
    expect(code([...filled('projectStart'), { label: 'suggestion', value: 'x' }])).toBe('EVALUATION_ANSWERS_INVALID');
    const long = [...filled('reportPushA').slice(0, 7), { label: 'suggestion', value: '好'.repeat(500) }];
    expect(validateEvaluationAnswers('reportPushA', long)).toEqual({
      ok: false,
      code: 'EVALUATION_SUGGESTION_TOO_LONG',
    });
  });
});

describe('due and pending stages', () => {
  it('follow the project: start at once, A with a report, B with the data delivered; answered ones drop out', () => {
    expect([...dueEvaluationStages({ reportAttached: false, dataDelivered: false })]).toEqual(['projectStart']);
    const all = dueEvaluationStages({ reportAttached: true, dataDelivered: true });
    expect(pendingEvaluationStages(all, new Set(['projectStart']))).toEqual(['reportPushA', 'reportPushB']);
    expect(
      pendingEvaluationStages(dueEvaluationStages({ reportAttached: false, dataDelivered: true }), new Set()),
    ).toEqual(['projectStart', 'reportPushB']);
  });
});
