import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import { isUuid, type MessageFilter } from '@biocloud/contracts';
import type { DB, MessagesTable } from '../../db/schema';
import { realtimeNotifySql } from '../../realtime/realtime';

/*
 * The messages of users: what happened to them (a project stage, a delivery, a reply), kept as a text key of the
 * `messages` namespace with its params so each reader sees it in their own language. Every write also tells the
 * user's open tabs on the `messages` topic (the header badge), in the same transaction or statement.
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

/**
 * Writes the message to every user in one statement, and one notification every tab hears (the badges reload their
 * own counts): answers how many users got it.
 */
export async function sendMessageToAll(db: Kysely<DB>, message: NewMessage): Promise<number> {
  const result = await db
    .insertInto('messages')
    .columns(['user_id', 'kind', 'params', 'project_id'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select((s) => [
          'users.id',
          s.val(message.kind).as('kind'),
          sql<string>`${JSON.stringify(message.params ?? {})}::jsonb`.as('params'),
          s.val(message.projectId ?? null).as('project_id'),
        ]),
    )
    .executeTakeFirst();
  await realtimeNotifySql('messages', null, { kind: message.kind }).execute(db);
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Which messages a delete covers: the named ones (of the caller), or every one a filter covers. */
export type MessageSelection = { ids: readonly string[] } | { filter: MessageFilter };

export type MessageRow = Selectable<MessagesTable>;

/** The condition of a filter on the user's messages (both a list and a delete use it). */
const matching = (filter: MessageFilter) => (eb: ExpressionBuilder<DB, 'messages'>) =>
  eb.and([
    ...(filter.readFlag === 'all' ? [] : [eb('read_flag', '=', filter.readFlag === 'read')]),
    ...(filter.kind ? [eb('kind', '=', filter.kind)] : []),
  ]);

export function createMessagesRepository(db: Kysely<DB>) {
  /** The NOTIFY that makes the user's badges reload their count, as a scalar subquery of a write's statement. */
  const unreadChanged = (userId: string) => sql`(${realtimeNotifySql('messages', userId, { unreadChanged: true })})`;

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

    async list(userId: string, filter: MessageFilter, limit: number, offset: number) {
      const base = db.selectFrom('messages').where('user_id', '=', userId).where(matching(filter));
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** The kinds the user has messages of, for the list's kind filter. */
    async kinds(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('messages')
        .select('kind')
        .distinct()
        .where('user_id', '=', userId)
        .orderBy('kind')
        .execute();
      return rows.map((row) => row.kind);
    },

    /** One message of the user, marked read on the way (the reader opened it); undefined when not theirs or gone. */
    async open(userId: string, id: string): Promise<MessageRow | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await db
        .selectFrom('messages')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row || row.read_flag) return row;
      await db
        .with('changed', (w) =>
          w
            .updateTable('messages')
            .set({ read_flag: true })
            .where('id', '=', id)
            .where('read_flag', '=', false)
            .returning('id'),
        )
        .selectNoFrom(() => [unreadChanged(userId).as('notified')])
        .execute();
      return { ...row, read_flag: true };
    },

    /**
     * Marks the named messages of the user read (all of them when none are named) and tells their tabs, in one
     * statement whatever the number; answers how many changed.
     */
    async markRead(userId: string, ids?: readonly string[]): Promise<number> {
      const uuids = ids?.filter(isUuid);
      if (uuids?.length === 0) return 0;
      const row = await db
        .with('changed', (w) => {
          let update = w
            .updateTable('messages')
            .set({ read_flag: true })
            .where('user_id', '=', userId)
            .where('read_flag', '=', false);
          if (uuids) update = update.where('id', 'in', uuids);
          return update.returning('id');
        })
        .selectFrom('changed')
        .select((eb) => [eb.fn.countAll<string>().as('n'), unreadChanged(userId).as('notified')])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Deletes the selected messages of the user and tells their tabs, in one statement whatever the number. */
    async delete(userId: string, selection: MessageSelection): Promise<number> {
      const uuids = 'ids' in selection ? selection.ids.filter(isUuid) : undefined;
      if (uuids?.length === 0) return 0;
      const row = await db
        .with('gone', (w) => {
          const base = w.deleteFrom('messages').where('user_id', '=', userId);
          const chosen = uuids
            ? base.where('id', 'in', uuids)
            : base.where(matching('filter' in selection ? selection.filter : { readFlag: 'all' }));
          return chosen.returning('id');
        })
        .selectFrom('gone')
        .select((eb) => [eb.fn.countAll<string>().as('n'), unreadChanged(userId).as('notified')])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
