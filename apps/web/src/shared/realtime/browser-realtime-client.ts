import { REALTIME_WS_PATH } from '@biocloud/contracts';
import { createRealtimeClient, type RealtimeClient } from './realtime-client';

let client: RealtimeClient | undefined;

/** The tab's one client; the session cookie authenticates the socket, so nothing else is sent. */
export function browserClient(): RealtimeClient {
  client ??= createRealtimeClient({
    createSocket: (handlers) => {
      const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      const socket = new WebSocket(`${scheme}//${window.location.host}${REALTIME_WS_PATH}`);
      socket.onopen = () => handlers.onOpen();
      socket.onmessage = (event) => handlers.onMessage(event.data);
      socket.onclose = () => handlers.onClose();
      return socket;
    },
    schedule: (fn, ms) => window.setTimeout(fn, ms),
    cancel: (handle) => window.clearTimeout(handle as number),
  });
  return client;
}
