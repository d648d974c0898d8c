import {
  REALTIME_FIXED_TOPICS,
  jobLogTopicName,
  realtimeTopicNameSchema,
  type RealtimeFixedTopic,
} from '@biocloud/contracts';
import type { z } from 'zod';

/**
 * The topics a tab can subscribe to (defined in packages/contracts' realtime protocol, shared with the web app).
 * Access control is not per topic but per event: every event carries the user it is for (or none for a broadcast),
 * so `job:<id>:log` of someone else's job is a valid topic that simply never fires.
 */
export const FIXED_TOPICS = REALTIME_FIXED_TOPICS;
export type FixedTopic = RealtimeFixedTopic;

export const realtimeTopicSchema = realtimeTopicNameSchema;
export type RealtimeTopic = z.infer<typeof realtimeTopicSchema>;

/** Appended log lines of one compute or task job. */
export const jobLogTopic: (jobId: string) => RealtimeTopic = jobLogTopicName;

export function isRealtimeTopic(value: string): boolean {
  return realtimeTopicSchema.safeParse(value).success;
}
