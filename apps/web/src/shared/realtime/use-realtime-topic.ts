import { useEffect, useRef } from 'react';
import type { TopicListener } from './realtime-client';

// The client and the message schema (zod) load with the first subscription, not with the console's first load.
const loadClient = () => import('./browser-realtime-client').then((m) => m.browserClient());

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
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    // A client that cannot be loaded leaves the page as without a socket: what it shows is fetched as usual.
    loadClient().then(
      (client) => {
        if (stopped) return;
        unsubscribe = client.subscribe(topic, {
          onEvent: (payload) => latest.current.onEvent(payload),
          onResync: () => latest.current.onResync(),
          onSubscribed: () => latest.current.onSubscribed?.(),
        });
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [topic]);
}
