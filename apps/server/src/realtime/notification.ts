import { z } from 'zod';
import type { ServerMessage } from './messages';

/*
 * The envelope that travels between server instances through PostgreSQL NOTIFY (see pg-fanout.ts); never seen by
 * browsers, which get the ServerMessage made from it.
 */

/** What one NOTIFY carries: the topic, the user it is for (null: every subscriber), and the payload or tooLarge. */
export const notificationSchema = z.object({
  topic: z.string(),
  userId: z.string().nullable(),
  payload: z.unknown().optional(),
  tooLarge: z.literal(true).optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const NOTIFY_MAX_BYTES = 7999;

/**
 * The NOTIFY text of an event. A payload that would not fit is not stored anywhere: the event goes out with
 * `tooLarge: true` instead, and clients refetch what the topic stands for (the job list, the log from their offset).
 */
export function encodeNotification(topic: string, userId: string | null, payload: unknown): string {
  const full = JSON.stringify({ topic, userId, payload: payload ?? null });
  if (Buffer.byteLength(full, 'utf8') <= NOTIFY_MAX_BYTES) return full;
  return JSON.stringify({ topic, userId, tooLarge: true });
}

export function decodeNotification(text: string): Notification | undefined {
  try {
    const parsed = notificationSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The client message as the socket should see it, for one notification. */
export function eventMessage(notification: Notification): ServerMessage {
  return notification.tooLarge
    ? { type: 'event', topic: notification.topic, tooLarge: true }
    : { type: 'event', topic: notification.topic, payload: notification.payload };
}
