import { useEffect, useRef } from 'react';
import { REALTIME_WS_PATH } from '@biocloud/contracts';
import { createRealtimeClient, type RealtimeClient, type TopicListener } from './realtime-client';

let client: RealtimeClient | undefined;

/** The tab's one client; the session cookie authenticates the socket, so nothing else is sent. */
function browserClient(): RealtimeClient {
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

/**
 * Listens to a topic while the component is mounted (none when `topic` is null). The handlers may change on every
 * render without resubscribing: the latest ones are called.
 */
export function useRealtimeTopic(topic: string | null, listener: TopicListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (topic === null) return;
    return browserClient().subscribe(topic, {
      onEvent: (payload) => latest.current.onEvent(payload),
      onResync: () => latest.current.onResync(),
      onSubscribed: () => latest.current.onSubscribed?.(),
    });
  }, [topic]);
}
