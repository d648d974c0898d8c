import { z } from 'zod';

/*
 * The life of a sample sent for sequencing (issue 17 item 1; spec 001 §4 leaves the values to us). A customer drafts
 * the information sheet, submits it, and sends the tube with a courier number; staff receive it, test it and report;
 * staff may send a received sample back (returned), and the customer may give up before sending (cancelled).
 * Every move is one event row (who, when, from, to, note): the timeline of getSampleProcess.
 */

export const sampleStatusSchema = z.enum([
  'draft',
  'submitted',
  'sent',
  'received',
  'testing',
  'reported',
  'returned',
  'cancelled',
]);
export type SampleStatus = z.infer<typeof sampleStatusSchema>;
export const SAMPLE_STATUSES = sampleStatusSchema.options;

/** Who may make a move: the sample's owner (customer) or the sequencing service's staff. */
export const sampleActorSchema = z.enum(['customer', 'staff']);
export type SampleActor = z.infer<typeof sampleActorSchema>;

export interface SampleTransition {
  readonly from: SampleStatus;
  readonly to: SampleStatus;
  readonly by: SampleActor;
}

/** Every allowed move; anything not listed is refused. */
export const SAMPLE_TRANSITIONS = [
  { from: 'draft', to: 'submitted', by: 'customer' },
  // Taking a submitted sheet back to change it, before the tube is on its way.
  { from: 'submitted', to: 'draft', by: 'customer' },
  { from: 'submitted', to: 'sent', by: 'customer' },
  { from: 'draft', to: 'cancelled', by: 'customer' },
  { from: 'submitted', to: 'cancelled', by: 'customer' },
  { from: 'sent', to: 'received', by: 'staff' },
  { from: 'received', to: 'testing', by: 'staff' },
  { from: 'testing', to: 'reported', by: 'staff' },
  // A sample that fails its checks, or what is left of it when the customer asked for it back.
  { from: 'received', to: 'returned', by: 'staff' },
  { from: 'testing', to: 'returned', by: 'staff' },
  { from: 'reported', to: 'returned', by: 'staff' },
] as const satisfies readonly SampleTransition[];

/**
 * The lab's incoming queue (walkthrough M3), in the order staff work it: samples on their way first (to receive),
 * then received ones (to test), then those in testing (to report).
 */
export const SAMPLE_QUEUE_STATUSES = ['sent', 'received', 'testing'] as const satisfies readonly SampleStatus[];

/** The status a new sample starts in. */
export const SAMPLE_INITIAL_STATUS: SampleStatus = 'draft';

/** Statuses with no move out of them. */
export const SAMPLE_FINAL_STATUSES: readonly SampleStatus[] = SAMPLE_STATUSES.filter(
  (status) => !SAMPLE_TRANSITIONS.some((t) => t.from === status),
);

/** Whether `actors` (the roles the caller holds towards the sample) may move it from `from` to `to`. */
export function canMoveSample(from: SampleStatus, to: SampleStatus, actors: readonly SampleActor[]): boolean {
  return SAMPLE_TRANSITIONS.some((t) => t.from === from && t.to === to && actors.includes(t.by));
}

/** The statuses the given actors may move a sample to from `from`, in SAMPLE_TRANSITIONS order. */
export function nextSampleStatuses(from: SampleStatus, actors: readonly SampleActor[]): SampleStatus[] {
  return SAMPLE_TRANSITIONS.filter((t) => t.from === from && actors.includes(t.by)).map((t) => t.to);
}

/** Statuses staff move samples to from the staff list (received, testing, reported, returned). */
export const STAFF_TARGET_STATUSES: readonly SampleStatus[] = [
  ...new Set(SAMPLE_TRANSITIONS.filter((t) => t.by === 'staff').map((t) => t.to)),
];

/** The sheet, the title and the detail rows change only in a draft (submitting freezes them for the lab). */
export const SAMPLE_EDITABLE_STATUSES: readonly SampleStatus[] = ['draft'];
/** A sample may be deleted until it is sent: after that the lab holds the tube and the timeline must stay. */
export const SAMPLE_DELETABLE_STATUSES: readonly SampleStatus[] = ['draft', 'submitted', 'cancelled'];
/** The send dialog (courier number, logistics company) is offered for these. */
export const SAMPLE_SENDABLE_STATUSES: readonly SampleStatus[] = SAMPLE_TRANSITIONS.filter((t) => t.to === 'sent').map(
  (t) => t.from,
);

export const isSampleEditable = (status: SampleStatus) => SAMPLE_EDITABLE_STATUSES.includes(status);
export const isSampleDeletable = (status: SampleStatus) => SAMPLE_DELETABLE_STATUSES.includes(status);
export const isSampleSendable = (status: SampleStatus) => SAMPLE_SENDABLE_STATUSES.includes(status);
/** The sheet has been submitted (isSubmit): every status after the draft except a cancelled draft. */
export const isSampleSubmitted = (status: SampleStatus) => status !== 'draft' && status !== 'cancelled';
