import type { Kysely } from 'kysely';
import { isUuid } from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import { realtimeNotifySql } from '../../realtime/realtime';

/*
 * The messages of users: what happened to them (a project stage, a delivery, a reply), kept as a text key of the
 * `messages` namespace with its params so each reader sees it in their own language. Every write also tells the
 * user's open tabs on the `messages` topic (the header badge), in the same transaction.
 */

export type MessageParams = Record<string, string | number>;

export interface NewMessage {
  kind: string;
  params?: MessageParams;
  projectId?: string | null;
}

/** Writes one message per recipient (each at most once) and notifies them. */
export async function sendMessages(db: Kysely<DB>, userIds: readonly string[], message: NewMessage): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  await db
    .insertInto('messages')
    .values(
      recipients.map((user_id) => ({
        user_id,
        kind: message.kind,
        params: JSON.stringify(message.params ?? {}),
        project_id: message.projectId ?? null,
      })),
    )
    .execute();
  for (const userId of recipients) {
    await realtimeNotifySql('messages', userId, { kind: message.kind, projectId: message.projectId ?? null }).execute(
      db,
    );
  }
}

export function createMessagesRepository(db: Kysely<DB>) {
  return {
    async unreadCount(userId: string): Promise<number> {
      const row = await db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('read_flag', '=', false)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async list(userId: string, limit: number, offset: number) {
      const base = db.selectFrom('messages').where('user_id', '=', userId);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Marks the named messages of the user read (all of them when none are named); answers how many changed. */
    async markRead(userId: string, ids?: readonly string[]): Promise<number> {
      let query = db
        .updateTable('messages')
        .set({ read_flag: true })
        .where('user_id', '=', userId)
        .where('read_flag', '=', false);
      if (ids) {
        const uuids = ids.filter(isUuid);
        if (uuids.length === 0) return 0;
        query = query.where('id', 'in', uuids);
      }
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
