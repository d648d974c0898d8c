import { z } from 'zod';

/*
 * The websocket protocol of GET /api/v1/ws.
 * Pure zod, no server imports, so it can move to packages/contracts for the web app as is (with topics.ts).
 *
 * Client -> server: { type: 'subscribe' | 'unsubscribe', topic }
 * Server -> client:
 *   { type: 'subscribed' | 'unsubscribed', topic }  acknowledges a (un)subscription, also when nothing changed
 *   { type: 'event', topic, payload }             something happened
 *   { type: 'event', topic, tooLarge: true }      something happened but was too big to travel: refetch the topic
 *   { type: 'resync' }                            events may have been missed (the server lost its PostgreSQL
 *                                                 listener for a moment): refetch whatever is shown
 *   { type: 'error', code, topic? }               a refused client message; the socket stays open
 */

/** Client messages are tiny; anything bigger is a misbehaving client and closes the socket (1009). */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;

export const clientMessageSchema = z.object({
  type: z.enum(['subscribe', 'unsubscribe']),
  topic: z.string(),
});
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const REALTIME_ERROR_CODES = ['MESSAGE_INVALID', 'TOPIC_INVALID', 'TOO_MANY_SUBSCRIPTIONS'] as const;
export type RealtimeErrorCode = (typeof REALTIME_ERROR_CODES)[number];

export const serverMessageSchema = z.discriminatedUnion('type', [
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
export type ServerMessage = z.infer<typeof serverMessageSchema>;
