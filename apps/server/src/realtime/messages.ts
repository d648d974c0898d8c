import {
  REALTIME_ERROR_CODES,
  realtimeClientMessageSchema,
  realtimeServerMessageSchema,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
} from '@biocloud/contracts';

/*
 * The websocket protocol of GET /api/v1/ws lives in packages/contracts (realtime/protocol.ts), shared with the web
 * app; these are the server's names for it, plus the server-only limit.
 */

/** Client messages are tiny; anything bigger is a misbehaving client and closes the socket (1009). */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;

export { REALTIME_ERROR_CODES };
export const clientMessageSchema = realtimeClientMessageSchema;
export type ClientMessage = RealtimeClientMessage;
export type RealtimeErrorCode = (typeof REALTIME_ERROR_CODES)[number];
export const serverMessageSchema = realtimeServerMessageSchema;
export type ServerMessage = RealtimeServerMessage;
