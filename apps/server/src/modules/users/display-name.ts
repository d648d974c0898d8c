import { sql, type RawBuilder } from 'kysely';
import type { UserRow } from '../../db/schema';

/*
 * How a user is named to others (project owners and staff, sample timelines, messages, request authors): their real
 * name, or their username while they have none. One rule, in TypeScript and in SQL.
 */

export function displayName(user: Pick<UserRow, 'real_name' | 'username'>): string {
  return user.real_name || user.username;
}

/** displayName in SQL, of the users row under `alias` in the query. */
export function displayNameSql(alias: string): RawBuilder<string> {
  return sql<string>`coalesce(nullif(${sql.ref(`${alias}.real_name`)}, ''), ${sql.ref(`${alias}.username`)})`;
}
