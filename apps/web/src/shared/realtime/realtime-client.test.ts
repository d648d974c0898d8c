import { describe, expect, it } from 'vitest';
import {
  createRealtimeClient,
  RECONNECT_DELAYS_MS,
  type SocketHandlers,
  type SocketLike,
  type TopicListener,
} from './realtime-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  constructor(private readonly handlers: SocketHandlers) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.handlers.onOpen();
  }
  drop() {
    this.readyState = 3;
    this.handlers.onClose();
  }
  raw(data: unknown) {
    this.handlers.onMessage(data);
  }
  receive(message: unknown) {
    this.handlers.onMessage(JSON.stringify(message));
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  const client = createRealtimeClient({
    createSocket: (handlers) => {
      const socket = new FakeSocket(handlers);
      sockets.push(socket);
      return socket;
    },
    schedule: (fn, ms) => {
      const timer = { fn, ms, cancelled: false };
      timers.push(timer);
      return timer;
    },
    cancel: (handle) => {
      (handle as { cancelled: boolean }).cancelled = true;
    },
  });
  const runTimers = () => {
    for (const timer of timers.splice(0)) if (!timer.cancelled) timer.fn();
  };
  return { client, sockets, timers, runTimers };
}

function recorder() {
  const events: unknown[] = [];
  let resyncs = 0;
  const listener: TopicListener = { onEvent: (p) => events.push(p), onResync: () => (resyncs += 1) };
  return { listener, events, resyncs: () => resyncs };
}

describe('realtime client', () => {
  it('opens one socket with the first subscription and subscribes each topic once it is open', () => {
    const { client, sockets } = setup();
    client.subscribe('jobs', recorder().listener);
    client.subscribe('jobs', recorder().listener);
    client.subscribe('job:abc:log', recorder().listener);
    expect(sockets).toHaveLength(1);
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([
      { type: 'subscribe', topic: 'jobs' },
      { type: 'subscribe', topic: 'job:abc:log' },
    ]);
  });

  it('hands events to the listeners of their topic only, and tooLarge events as a resync', () => {
    const { client, sockets } = setup();
    const jobs = recorder();
    const log = recorder();
    client.subscribe('jobs', jobs.listener);
    client.subscribe('job:abc:log', log.listener);
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'event', topic: 'jobs', payload: { jobId: '1' } });
    sockets[0]!.receive({ type: 'event', topic: 'job:abc:log', tooLarge: true });
    sockets[0]!.receive({ type: 'subscribed', topic: 'jobs' });
    sockets[0]!.raw('not json');
    expect(jobs.events).toEqual([{ jobId: '1' }]);
    expect(log.events).toEqual([]);
    expect(log.resyncs()).toBe(1);
    sockets[0]!.receive({ type: 'resync' });
    expect(jobs.resyncs()).toBe(1);
    expect(log.resyncs()).toBe(2);
  });

  it("tells a topic's listeners when the server confirms its subscription", () => {
    const { client, sockets } = setup();
    let confirmed = 0;
    const jobs = recorder();
    client.subscribe('jobs', { ...jobs.listener, onSubscribed: () => (confirmed += 1) });
    client.subscribe('job:abc:log', recorder().listener);
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'subscribed', topic: 'job:abc:log' });
    expect(confirmed).toBe(0);
    sockets[0]!.receive({ type: 'subscribed', topic: 'jobs' });
    expect(confirmed).toBe(1);
    expect(jobs.events).toEqual([]);
  });

  it('reconnects with growing delays, subscribes again and asks listeners to refetch', () => {
    const { client, sockets, timers, runTimers } = setup();
    const jobs = recorder();
    client.subscribe('jobs', jobs.listener);
    sockets[0]!.open();
    expect(jobs.resyncs()).toBe(0);
    sockets[0]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([RECONNECT_DELAYS_MS[0]]);
    runTimers();
    sockets[1]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([RECONNECT_DELAYS_MS[1]]);
    runTimers();
    sockets[2]!.open();
    expect(sockets[2]!.sent).toEqual([{ type: 'subscribe', topic: 'jobs' }]);
    expect(jobs.resyncs()).toBe(1);
    // A successful open starts the delays over.
    sockets[2]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([RECONNECT_DELAYS_MS[0]]);
  });

  it('unsubscribes a topic when its last listener leaves and closes the socket when none is left', () => {
    const { client, sockets, timers } = setup();
    const stopA = client.subscribe('jobs', recorder().listener);
    const stopB = client.subscribe('jobs', recorder().listener);
    const stopLog = client.subscribe('job:abc:log', recorder().listener);
    sockets[0]!.open();
    sockets[0]!.sent = [];
    stopA();
    expect(sockets[0]!.sent).toEqual([]);
    stopB();
    expect(sockets[0]!.sent).toEqual([{ type: 'unsubscribe', topic: 'jobs' }]);
    stopLog();
    expect(sockets[0]!.closed).toBe(true);
    // Closing on purpose does not reconnect.
    sockets[0]!.drop();
    expect(timers).toEqual([]);
    client.subscribe('jobs', recorder().listener);
    expect(sockets).toHaveLength(2);
  });
});
