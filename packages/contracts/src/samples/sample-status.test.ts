import { describe, expect, it } from 'vitest';
import {
  canMoveSample,
  isSampleDeletable,
  isSampleEditable,
  isSampleSendable,
  nextSampleStatuses,
  SAMPLE_FINAL_STATUSES,
  SAMPLE_STATUSES,
  SAMPLE_TRANSITIONS,
  STAFF_TARGET_STATUSES,
  type SampleActor,
  type SampleStatus,
} from './sample-status';

/** The machine written out as a table, so a change to SAMPLE_TRANSITIONS has to change this test too. */
const EXPECTED: Record<SampleActor, Partial<Record<SampleStatus, SampleStatus[]>>> = {
  customer: {
    draft: ['submitted', 'cancelled'],
    submitted: ['draft', 'sent', 'cancelled'],
  },
  staff: {
    sent: ['received'],
    received: ['testing', 'returned'],
    testing: ['reported', 'returned'],
    reported: ['returned'],
  },
};

const ACTORS: SampleActor[] = ['customer', 'staff'];

describe('sample state machine', () => {
  for (const actor of ACTORS) {
    for (const from of SAMPLE_STATUSES) {
      for (const to of SAMPLE_STATUSES) {
        const allowed = EXPECTED[actor][from]?.includes(to) ?? false;
        it(`${actor}: ${from} -> ${to} is ${allowed ? 'allowed' : 'refused'}`, () => {
          expect(canMoveSample(from, to, [actor])).toBe(allowed);
        });
      }
    }
  }

  it('lets one who is both owner and staff make the moves of either', () => {
    expect(canMoveSample('submitted', 'sent', ['customer', 'staff'])).toBe(true);
    expect(canMoveSample('sent', 'received', ['customer', 'staff'])).toBe(true);
    expect(canMoveSample('sent', 'received', [])).toBe(false);
  });

  it('lists the next statuses per actor in table order', () => {
    expect(nextSampleStatuses('submitted', ['customer'])).toEqual(['draft', 'sent', 'cancelled']);
    expect(nextSampleStatuses('submitted', ['staff'])).toEqual([]);
    expect(nextSampleStatuses('testing', ['staff'])).toEqual(['reported', 'returned']);
  });

  it('ends in returned and cancelled only', () => {
    expect([...SAMPLE_FINAL_STATUSES].sort()).toEqual(['cancelled', 'returned']);
  });

  it('has no duplicate transition and no move to the same status', () => {
    const keys = SAMPLE_TRANSITIONS.map((t) => `${t.from}>${t.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(SAMPLE_TRANSITIONS.every((t) => t.from !== t.to)).toBe(true);
  });

  it('gives staff the received, testing, reported and returned moves', () => {
    expect([...STAFF_TARGET_STATUSES].sort()).toEqual(['received', 'reported', 'returned', 'testing']);
  });

  it('edits drafts only, deletes until sent, sends submitted sheets', () => {
    expect(SAMPLE_STATUSES.filter(isSampleEditable)).toEqual(['draft']);
    expect(SAMPLE_STATUSES.filter(isSampleDeletable)).toEqual(['draft', 'submitted', 'cancelled']);
    expect(SAMPLE_STATUSES.filter(isSampleSendable)).toEqual(['submitted']);
  });
});
