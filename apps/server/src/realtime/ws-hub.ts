import type { ServerMessage } from './messages';
import { eventMessage, type Notification } from './notification';
import type { RealtimeTopic } from './topics';

/** One connected tab as the hub sees it: whose it is, and how to hand it a serialized server message. */
export interface RealtimeClient {
  readonly userId: string;
  send(text: string): void;
}

/** The subscriptions of one attached client. */
export interface RealtimeAttachment {
  /** 'limit' when the client already holds `maxSubscriptions` topics; subscribing twice is not an error. */
  subscribe(topic: RealtimeTopic): 'subscribed' | 'limit';
  unsubscribe(topic: RealtimeTopic): void;
  /** Drops every subscription; call when the socket closes. */
  detach(): void;
}

interface Member {
  client: RealtimeClient;
  topics: Set<string>;
}

export function serialize(message: ServerMessage): string {
  return JSON.stringify(message);
}

/**
 * The sockets of this server instance and their topics. Knows nothing of websockets or PostgreSQL: the route
 * attaches clients, the PostgreSQL listener hands in notifications.
 */
export function createLocalHub(opts: { maxSubscriptions: number }) {
  const members = new Set<Member>();
  const byTopic = new Map<string, Set<Member>>();

  function remove(member: Member, topic: string): void {
    member.topics.delete(topic);
    const set = byTopic.get(topic);
    set?.delete(member);
    if (set?.size === 0) byTopic.delete(topic);
  }

  return {
    attach(client: RealtimeClient): RealtimeAttachment {
      const member: Member = { client, topics: new Set() };
      members.add(member);
      return {
        subscribe(topic) {
          if (member.topics.has(topic)) return 'subscribed';
          if (member.topics.size >= opts.maxSubscriptions) return 'limit';
          member.topics.add(topic);
          let set = byTopic.get(topic);
          if (!set) byTopic.set(topic, (set = new Set()));
          set.add(member);
          return 'subscribed';
        },
        unsubscribe(topic) {
          remove(member, topic);
        },
        detach() {
          for (const topic of [...member.topics]) remove(member, topic);
          members.delete(member);
        },
      };
    },

    /** Hands a notification to the subscribers of its topic that it is for; answers how many got it. */
    deliver(notification: Notification): number {
      const subscribers = byTopic.get(notification.topic);
      if (!subscribers) return 0;
      // Serialized once, whatever the number of sockets.
      const text = serialize(eventMessage(notification));
      let delivered = 0;
      for (const member of subscribers) {
        if (notification.userId !== null && member.client.userId !== notification.userId) continue;
        member.client.send(text);
        delivered += 1;
      }
      return delivered;
    },

    /** Tells every client with a subscription that it may have missed events. */
    resync(): void {
      const text = serialize({ type: 'resync' });
      for (const member of members) if (member.topics.size > 0) member.client.send(text);
    },

    stats() {
      return { clients: members.size, topics: byTopic.size };
    },
  };
}

export type LocalHub = ReturnType<typeof createLocalHub>;
