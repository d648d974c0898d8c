import { z } from 'zod';

/**
 * The topics a tab can subscribe to. Access control is not per topic but per event: every event carries the user it
 * is for (or none for a broadcast), so `job:<id>:log` of someone else's job is a valid topic that simply never fires.
 */
export const FIXED_TOPICS = ['jobs', 'drawing', 'messages'] as const;
export type FixedTopic = (typeof FIXED_TOPICS)[number];

/** Job ids are uuids or numbers today; the pattern also keeps topics short and free of separators. */
const JOB_ID_PATTERN = '[A-Za-z0-9_-]{1,64}';
const JOB_LOG_TOPIC = new RegExp(`^job:${JOB_ID_PATTERN}:log$`);

export const realtimeTopicSchema = z.union([z.enum(FIXED_TOPICS), z.string().regex(JOB_LOG_TOPIC)]);
export type RealtimeTopic = z.infer<typeof realtimeTopicSchema>;

/** Appended log lines of one compute or task job. */
export function jobLogTopic(jobId: string): RealtimeTopic {
  return realtimeTopicSchema.parse(`job:${jobId}:log`);
}

export function isRealtimeTopic(value: string): boolean {
  return realtimeTopicSchema.safeParse(value).success;
}
