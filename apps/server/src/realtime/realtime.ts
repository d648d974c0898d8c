/*
 * Live updates (see shared/ARCHITECTURE.md "Live updates"): one websocket per tab at GET /api/v1/ws, fanned out
 * between server instances through PostgreSQL LISTEN/NOTIFY. The protocol is described in messages.ts.
 */
export {
  createRealtimeHub,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  type RealtimeHub,
  type RealtimePublisher,
} from './realtime-hub';
export { realtimeRoutes, REALTIME_PATH, HEARTBEAT_INTERVAL_MS, CLOSE_CODES } from './realtime.routes';
export { realtimeNotifySql, REALTIME_CHANNEL } from './pg-fanout';
export { FIXED_TOPICS, jobLogTopic, realtimeTopicSchema, type RealtimeTopic } from './topics';
export { NOTIFY_MAX_BYTES } from './notification';
export {
  MAX_CLIENT_MESSAGE_BYTES,
  clientMessageSchema,
  serverMessageSchema,
  type ClientMessage,
  type ServerMessage,
  type RealtimeErrorCode,
} from './messages';
