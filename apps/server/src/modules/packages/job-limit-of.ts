import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { jobLimit } from './package-quotas';

/** How many of the user's jobs may run at once (their package's, else `fallback`): the wait reason's limit. */
export async function jobLimitOf(db: Kysely<DB>, userId: string, fallback: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT ${jobLimit(sql`${userId}::uuid`, fallback)} AS n`.execute(db);
  return Number(rows[0]?.n ?? fallback);
}
