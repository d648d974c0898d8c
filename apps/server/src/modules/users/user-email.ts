import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';

/*
 * An e-mail address names one account at most, without regard to case: users_email_idx is unique on lower(email).
 * Every lookup by address (login, registration, links, WeChat binding, operator accounts) matches it the same way.
 */

/** SQL on `users`: the row has this address, in any case. */
export function hasEmail(email: string): RawBuilder<boolean> {
  return sql<boolean>`lower(users.email) = ${email.toLowerCase()}`;
}

/** Whether an account has the address. */
export async function emailTaken(db: Kysely<DB>, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(hasEmail(email)).executeTakeFirst();
  return row !== undefined;
}
