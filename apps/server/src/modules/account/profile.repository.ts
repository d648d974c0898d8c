import type { Kysely } from 'kysely';
import type { DB, UserUpdate } from '../../db/schema';

const PROFILE_COLUMNS = [
  'id',
  'username',
  'real_name',
  'sex',
  'birthday',
  'company',
  'professional',
  'education',
  'major',
  'nationality',
  'contact_address',
  'research_species',
  'research_strategy',
  'sequencing_platform',
  'photo_file',
  'email',
  'email_checked',
  'area_code',
  'phone',
] as const;

/** The account's own profile row (spec 001 §3). */
export function createProfileRepository(db: Kysely<DB>) {
  return {
    find(userId: string) {
      return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', userId).executeTakeFirst();
    },

    async update(userId: string, patch: UserUpdate): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await db.updateTable('users').set(patch).where('id', '=', userId).execute();
    },

    /** Points the account at a new photo file; answers the one it replaces (to remove after the commit). */
    setPhoto(userId: string, photoFile: string): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom('users')
          .select('photo_file')
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        await trx.updateTable('users').set({ photo_file: photoFile }).where('id', '=', userId).execute();
        return old?.photo_file ?? null;
      });
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
export type ProfileRow = NonNullable<Awaited<ReturnType<ProfileRepository['find']>>>;
