import { sql, type Kysely } from 'kysely';
import type { DB, NewUser } from '../../db/schema';

/*
 * The console's user reads and writes. The search matches a part of the username, real name, e-mail, phone or
 * company through the trigram index over exactly this expression (20270204T0001_admin_console.ts).
 */
const SEARCH = sql<string>`lower(username || ' ' || coalesce(real_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(company, ''))`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const RECENT = 20;

const USER_COLUMNS = [
  'id',
  'username',
  'real_name',
  'email',
  'phone',
  'company',
  'role',
  'locked',
  'created_at',
  'quota_bytes',
] as const;

export function createAdminUsersRepository(db: Kysely<DB>) {
  const searched = (q: string | undefined) => {
    const query = db.selectFrom('users');
    return q ? query.where(sql<boolean>`${SEARCH} like ${`%${escapeLike(q.toLowerCase())}%`}`) : query;
  };

  return {
    async page(q: string | undefined, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        searched(q)
          .select(USER_COLUMNS)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        searched(q)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    find(id: string) {
      return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** The row locked for the caller's transaction, so two staff actions on one account run one after the other. */
    lock(trx: Kysely<DB>, id: string) {
      return trx.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    },

    usernameTaken: async (trx: Kysely<DB>, username: string) =>
      Boolean(await trx.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()),

    insertUser: (trx: Kysely<DB>, row: NewUser) =>
      trx.insertInto('users').values(row).returning(USER_COLUMNS).executeTakeFirstOrThrow(),

    async setLocked(trx: Kysely<DB>, id: string, locked: boolean): Promise<void> {
      await trx.updateTable('users').set({ locked }).where('id', '=', id).execute();
    },

    async endSessions(trx: Kysely<DB>, id: string): Promise<number> {
      const res = await trx.deleteFrom('sessions').where('user_id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows);
    },

    async related(id: string) {
      const [projects, samples, jobs, storage, sessions] = await Promise.all([
        db
          .selectFrom('projects')
          .select(['id', 'name', sql<string>`status::text`.as('status'), 'created_at'])
          .where((eb) =>
            eb.or([
              eb('owner_id', '=', id),
              eb('id', 'in', eb.selectFrom('project_members').select('project_id').where('user_id', '=', id)),
            ]),
          )
          .orderBy('created_at', 'desc')
          .limit(RECENT)
          .execute(),
        db
          .selectFrom('samples')
          .select(['id', sql<string>`title || ' (' || number || ')'`.as('name'), 'status', 'created_at'])
          .where('owner_id', '=', id)
          .orderBy('created_at', 'desc')
          .limit(RECENT)
          .execute(),
        db
          .selectFrom('tasks')
          .select(['id', 'job_name as name', 'status', 'create_time as created_at'])
          .where('user_id', '=', id)
          .where('deleted', '=', false)
          .orderBy('create_time', 'desc')
          .limit(RECENT)
          .execute(),
        db
          .selectFrom('files')
          .select(sql<string>`coalesce(sum(size), 0)`.as('n'))
          .where('owner_id', '=', id)
          .where('scope', '=', 'private')
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', id)
          .where('expires_at', '>', new Date())
          .executeTakeFirstOrThrow(),
      ]);
      return { projects, samples, jobs, usedBytes: Number(storage.n), sessions: Number(sessions.n) };
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
