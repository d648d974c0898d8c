import { sql, type Expression, type RawBuilder } from 'kysely';

/*
 * The quotas of a user's active package as SQL, for the places that enforce them in their own statements: the
 * storage check of every ingest (files.repository lockQuota) and the engine's claim of waiting tasks (concurrent
 * jobs). A user without an active package, or on a level that keeps the instance default (null), gets the default.
 */

const activeLevel = (userId: Expression<string>, column: 'storage_bytes' | 'concurrent_jobs') =>
  sql`(SELECT l.${sql.ref(column)} FROM user_packages p JOIN package_levels l ON l.code = p.level_code
       WHERE p.user_id = ${userId} AND p.ends_at > now())`;

/** The storage bytes of the user's active package, or null (the user's own quota_bytes applies). */
export function packageStorageBytes(userId: Expression<string>): RawBuilder<number | null> {
  return sql<number | null>`${activeLevel(userId, 'storage_bytes')}::bigint`;
}

/** How many of the user's jobs may run at once: the active package's, else `fallback` (TASK_USER_CONCURRENCY). */
export function jobLimit(userId: Expression<string>, fallback: number): RawBuilder<number> {
  return sql<number>`coalesce(${activeLevel(userId, 'concurrent_jobs')}, ${fallback})`;
}
