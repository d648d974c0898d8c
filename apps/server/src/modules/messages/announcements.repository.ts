import type { Kysely } from 'kysely';
import type { Announcement } from '@biocloud/contracts';
import type { DB } from '../../db/schema';

/** The announcements staff wrote (to every user, or to one), newest first. */
export function createAnnouncementsRepository(db: Kysely<DB>) {
  const withUsername = () =>
    db
      .selectFrom('announcements as a')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.id', 'a.title', 'a.content', 'a.created_at', 'u.username']);
  const present = (row: {
    id: string;
    title: string;
    content: string;
    created_at: Date;
    username: string | null;
  }): Announcement => ({
    id: row.id,
    title: row.title,
    content: row.content,
    username: row.username,
    createTime: row.created_at.toISOString(),
  });

  return {
    userIdOf: async (username: string) =>
      (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst())?.id,

    async insert(values: { title: string; content: string; userId: string | null; createdBy: string }) {
      const row = await db
        .insertInto('announcements')
        .values({
          title: values.title,
          content: values.content,
          user_id: values.userId,
          created_by: values.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return present(await withUsername().where('a.id', '=', row.id).executeTakeFirstOrThrow());
    },

    /** The newest ones a user reads: those to everyone and those to them. */
    async latestFor(userId: string, limit: number): Promise<Announcement[]> {
      const rows = await withUsername()
        .where((eb) => eb.or([eb('a.user_id', 'is', null), eb('a.user_id', '=', userId)]))
        .orderBy('a.created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map(present);
    },

    /** The newest ones of all, for the staff page. */
    async latest(limit: number): Promise<Announcement[]> {
      const rows = await withUsername().orderBy('a.created_at', 'desc').limit(limit).execute();
      return rows.map(present);
    },
  };
}

export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
