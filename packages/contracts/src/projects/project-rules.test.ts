import { describe, expect, it } from 'vitest';
import {
  PROGRESS_STAGES,
  canRecordStage,
  progressTypeOf,
  projectStatusFor,
  projectStatusForJobs,
  isOwnAnalysis,
  timeFlagStart,
} from './project-rules';

describe('progress stages', () => {
  it('are recorded in their view order, each once; the views are independent', () => {
    expect(canRecordStage('sampleReceived', new Set())).toEqual({ ok: true });
    expect(canRecordStage('sampleQc', new Set())).toEqual({ ok: false, code: 'PROJECT_STAGE_OUT_OF_ORDER' });
    expect(canRecordStage('sampleQc', new Set(['sampleReceived']))).toEqual({ ok: true });
    expect(canRecordStage('sampleReceived', new Set(['sampleReceived']))).toEqual({
      ok: false,
      code: 'PROJECT_STAGE_DONE',
    });
    expect(canRecordStage('dataQc', new Set())).toEqual({ ok: true });
    expect(progressTypeOf('sequencing')).toBe('service');
    expect(progressTypeOf('reportDelivered')).toBe('analyse');
  });

  it('decide the project status: none, some, or the last analysis stage', () => {
    expect(projectStatusFor(new Set())).toBe('notStarted');
    expect(projectStatusFor(new Set(['sampleReceived']))).toBe('inProgress');
    expect(projectStatusFor(new Set(PROGRESS_STAGES.service))).toBe('inProgress');
    expect(projectStatusFor(new Set(['reportDelivered']))).toBe('completed');
  });
});

describe('an own-analysis project', () => {
  it('follows its jobs: none, one not ended, all ended', () => {
    expect(isOwnAnalysis('personal')).toBe(true);
    expect(isOwnAnalysis('resequencing')).toBe(false);
    expect(projectStatusForJobs({ total: 0, unfinished: 0 })).toBe('notStarted');
    expect(projectStatusForJobs({ total: 3, unfinished: 1 })).toBe('inProgress');
    expect(projectStatusForJobs({ total: 3, unfinished: 0 })).toBe('completed');
  });
});

describe('job time flags', () => {
  it('reach back a day, a week, 30 days or 365 days, or without limit', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    expect(timeFlagStart('all', now)).toBeNull();
    expect(timeFlagStart('day', now)?.toISOString()).toBe('2026-03-30T12:00:00.000Z');
    expect(timeFlagStart('week', now)?.toISOString()).toBe('2026-03-24T12:00:00.000Z');
    expect(timeFlagStart('month', now)?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(timeFlagStart('year', now)?.toISOString()).toBe('2025-03-31T12:00:00.000Z');
  });
});
