import { realtimeServerMessageSchema, type RealtimeClientMessage } from '@biocloud/contracts';

/*
 * One websocket per tab (GET /api/v1/ws): opened with the first subscription, closed with the last, reconnected with
 * a growing delay when it drops, and every topic subscribed again on the new socket. Events sent while it was down
 * are lost, so after a reconnect (and on the server's `resync`) every listener is told to refetch what it shows.
 */

/** What the client needs of a WebSocket, so tests can hand in a fake one. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
}

/** What a socket reports back; `createSocket` wires these to the socket's events. */
export interface SocketHandlers {
  onOpen(): void;
  onMessage(data: unknown): void;
  onClose(): void;
}

export interface TopicListener {
  /** An event of the topic with its payload. */
  onEvent(payload: unknown): void;
  /** Events may have been missed (reconnect, server resync, or an event too big to travel): refetch. */
  onResync(): void;
  /**
   * The server confirmed a new subscription of the topic: from now on nothing is missed, but what was read before the
   * confirmation may already be out of date (a job that changed while the socket opened). Optional.
   */
  onSubscribed?(): void;
}

export interface RealtimeClientDeps {
  createSocket: (handlers: SocketHandlers) => SocketLike;
  schedule: (fn: () => void, ms: number) => unknown;
  cancel: (handle: unknown) => void;
}

const OPEN = 1;
/** Our choice: the first retry comes quickly, later ones back off to at most half a minute. */
export const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10_000, 30_000] as const;

export function createRealtimeClient(deps: RealtimeClientDeps) {
  const listeners = new Map<string, Set<TopicListener>>();
  let socket: SocketLike | null = null;
  let retry: unknown = null;
  let failures = 0;
  /** Whether a socket was open before: the next open is a reconnect and listeners must refetch. */
  let wasOpen = false;

  const send = (message: RealtimeClientMessage) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const everyListener = () => [...listeners.values()].flatMap((set) => [...set]);

  const onMessage = (data: unknown) => {
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      return;
    }
    const parsed = realtimeServerMessageSchema.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'resync') {
      for (const listener of everyListener()) listener.onResync();
      return;
    }
    if (message.type === 'subscribed') {
      for (const listener of listeners.get(message.topic) ?? []) listener.onSubscribed?.();
      return;
    }
    if (message.type !== 'event') return;
    for (const listener of listeners.get(message.topic) ?? []) {
      if (message.tooLarge) listener.onResync();
      else listener.onEvent(message.payload);
    }
  };

  const connect = () => {
    retry = null;
    const current: SocketLike = deps.createSocket({
      onOpen: () => {
        if (socket !== current) return;
        failures = 0;
        for (const topic of listeners.keys()) send({ type: 'subscribe', topic });
        if (wasOpen) for (const listener of everyListener()) listener.onResync();
        wasOpen = true;
      },
      onMessage: (data) => {
        if (socket === current) onMessage(data);
      },
      onClose: () => {
        if (socket !== current) return;
        socket = null;
        if (listeners.size === 0) return;
        const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)] ?? 0;
        failures += 1;
        retry = deps.schedule(connect, delay);
      },
    });
    socket = current;
  };

  const disconnect = () => {
    if (retry !== null) deps.cancel(retry);
    retry = null;
    const current = socket;
    socket = null;
    wasOpen = false;
    failures = 0;
    current?.close();
  };

  return {
    /** Listens to a topic; answers the function that stops listening. */
    subscribe(topic: string, listener: TopicListener): () => void {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        send({ type: 'subscribe', topic });
      }
      set.add(listener);
      if (!socket && retry === null) connect();
      return () => {
        const current = listeners.get(topic);
        if (!current?.delete(listener) || current.size > 0) return;
        listeners.delete(topic);
        send({ type: 'unsubscribe', topic });
        if (listeners.size === 0) disconnect();
      };
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
