import { describe, expect, it } from 'vitest';
import { createLocalHub } from './ws-hub';

describe('local hub', () => {
  function client(userId: string) {
    const got: unknown[] = [];
    return { userId, got, send: (text: string) => got.push(JSON.parse(text)) };
  }

  it("delivers a user's event only to that user's clients, and broadcasts to all", () => {
    const hub = createLocalHub({ maxSubscriptions: 2 });
    const alice = client('alice');
    const bob = client('bob');
    hub.attach(alice).subscribe('jobs');
    hub.attach(bob).subscribe('jobs');
    expect(hub.deliver({ topic: 'jobs', userId: 'alice', payload: 1 })).toBe(1);
    expect(hub.deliver({ topic: 'jobs', userId: null, payload: 2 })).toBe(2);
    expect(hub.deliver({ topic: 'drawing', userId: null, payload: 3 })).toBe(0);
    expect(alice.got).toEqual([
      { type: 'event', topic: 'jobs', payload: 1 },
      { type: 'event', topic: 'jobs', payload: 2 },
    ]);
    expect(bob.got).toEqual([{ type: 'event', topic: 'jobs', payload: 2 }]);
  });

  it('forgets every topic of a detached client', () => {
    const hub = createLocalHub({ maxSubscriptions: 2 });
    const attachment = hub.attach(client('alice'));
    attachment.subscribe('jobs');
    attachment.subscribe('messages');
    expect(attachment.subscribe('drawing')).toBe('limit');
    attachment.detach();
    expect(hub.stats()).toEqual({ clients: 0, topics: 0 });
  });
});
