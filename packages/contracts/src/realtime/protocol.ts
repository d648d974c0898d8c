import { z } from 'zod';

/*
 * The websocket protocol of GET /api/v1/ws (shared/API.md), shared by the server and the web app.
 *
 * Client -> server: { type: 'subscribe' | 'unsubscribe', topic }
 * Server -> client:
 *   { type: 'subscribed' | 'unsubscribed', topic }  acknowledges a (un)subscription, also when nothing changed
 *   { type: 'event', topic, payload }             something happened
 *   { type: 'event', topic, tooLarge: true }      something happened but was too big to travel: refetch the topic
 *   { type: 'resync' }                            events may have been missed: refetch whatever is shown
 *   { type: 'error', code, topic? }               a refused client message; the socket stays open
 *
 * apps/server/src/realtime/messages.ts re-exports it under the server's names.
 */

export const REALTIME_WS_PATH = '/api/v1/ws';

/** Close code the server uses when the socket has no session (mirrors HTTP 401 in the private range). */
export const REALTIME_CLOSE_UNAUTHORIZED = 4401;

export const REALTIME_FIXED_TOPICS = ['jobs', 'drawing', 'messages'] as const;
export type RealtimeFixedTopic = (typeof REALTIME_FIXED_TOPICS)[number];

const JOB_ID_PATTERN = '[A-Za-z0-9_-]{1,64}';
const JOB_LOG_TOPIC = new RegExp(`^job:${JOB_ID_PATTERN}:log$`);

export const realtimeTopicNameSchema = z.union([z.enum(REALTIME_FIXED_TOPICS), z.string().regex(JOB_LOG_TOPIC)]);

/** The topic of the log appends of one compute or task job. */
export function jobLogTopicName(jobId: string): string {
  return realtimeTopicNameSchema.parse(`job:${jobId}:log`);
}

export const realtimeClientMessageSchema = z.object({
  type: z.enum(['subscribe', 'unsubscribe']),
  topic: z.string(),
});
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

export const REALTIME_ERROR_CODES = ['MESSAGE_INVALID', 'TOPIC_INVALID', 'TOO_MANY_SUBSCRIPTIONS'] as const;

export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), topic: z.string() }),
  z.object({ type: z.literal('unsubscribed'), topic: z.string() }),
  z.object({
    type: z.literal('event'),
    topic: z.string(),
    payload: z.unknown().optional(),
    tooLarge: z.literal(true).optional(),
  }),
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('error'), code: z.enum(REALTIME_ERROR_CODES), topic: z.string().optional() }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;
