import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { AppError, unauthorized } from '../http/app-error';
import { hostOf } from '../http/cross-site';
import { clientMessageSchema, MAX_CLIENT_MESSAGE_BYTES, type ServerMessage } from './messages';
import type { RealtimeHub } from './realtime-hub';
import { realtimeTopicSchema } from './topics';
import { serialize, type RealtimeAttachment } from './ws-hub';

export const REALTIME_PATH = '/api/v1/ws';
/** Every socket is pinged this often and dropped when it has not answered the previous ping. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** A socket with this much unsent output is not reading; it is cut so it cannot hold the server's memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Close codes: 4401 mirrors HTTP 401 in the private range; the others are RFC 6455's. */
export const CLOSE_CODES = { unauthorized: 4401, messageTooBig: 1009 } as const;

/**
 * GET /api/v1/ws: one websocket per tab. The session (token cookie or header) is checked before the upgrade, so a
 * caller without one gets a plain 401 and no socket; a page of another site gets 403 (cross-site websocket
 * hijacking: browsers send cookies on cross-origin upgrades and do not apply CORS to them).
 */
export async function realtimeRoutes(app: FastifyInstance, hub: RealtimeHub): Promise<void> {
  // Sockets of this instance, and whether each answered the last ping.
  const alive = new Map<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get(REALTIME_PATH, { websocket: true, preHandler: admitUpgrade }, (socket, request) => {
    const session = request.session;
    if (!session) {
      socket.close(CLOSE_CODES.unauthorized, 'unauthorized');
      return;
    }
    const attachment = hub.attach({
      userId: session.user.id,
      send(text) {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          request.log.warn({ userId: session.user.id }, 'realtime socket not reading, dropped');
          socket.terminate();
          return;
        }
        socket.send(text);
      },
    });
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => {
      alive.delete(socket);
      attachment.detach();
    });
    socket.on('message', (data, isBinary) => {
      const text = messageText(data);
      if (text === undefined) {
        socket.close(CLOSE_CODES.messageTooBig, 'message too big');
        return;
      }
      socket.send(serialize(isBinary ? { type: 'error', code: 'MESSAGE_INVALID' } : answer(text, attachment)));
    });
  });
}

async function admitUpgrade(request: FastifyRequest): Promise<void> {
  // The session hook (modules/auth/session-hooks.ts) resolved it and refuses a private route without one; checked
  // again here so the upgrade never depends on the hook's order.
  if (!request.session) throw unauthorized();
  const origin = request.headers.origin;
  if (origin !== undefined && hostOf(origin) !== request.host) throw new AppError('FORBIDDEN', 403);
}

/** The message as text, or undefined when it is over the size limit. */
function messageText(data: Buffer | ArrayBuffer | Buffer[]): string | undefined {
  const buffer = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
  return buffer.byteLength > MAX_CLIENT_MESSAGE_BYTES ? undefined : buffer.toString('utf8');
}

function answer(text: string, attachment: RealtimeAttachment): ServerMessage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { type: 'error', code: 'MESSAGE_INVALID' };
  }
  const message = clientMessageSchema.safeParse(json);
  if (!message.success) return { type: 'error', code: 'MESSAGE_INVALID' };
  const { type, topic } = message.data;
  const valid = realtimeTopicSchema.safeParse(topic);
  if (!valid.success) return { type: 'error', code: 'TOPIC_INVALID', topic };
  switch (type) {
    case 'subscribe':
      return attachment.subscribe(valid.data) === 'subscribed'
        ? { type: 'subscribed', topic }
        : { type: 'error', code: 'TOO_MANY_SUBSCRIPTIONS', topic };
    case 'unsubscribe':
      attachment.unsubscribe(valid.data);
      return { type: 'unsubscribed', topic };
  }
}
