import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Database } from '../db/database';
import type { UsersTable } from '../db/schema';
import { hashPassword, verifyPassword } from '../modules/auth/password';

/** A staff or admin account of the demo data; only the demo customer has a password anyone may know. */
export interface StaffAccountSpec {
  row: Omit<Insertable<UsersTable>, 'password_hash'> & { username: string };
  /** What earlier versions seeded it with: an install still holding it gets a new password. */
  retiredPassword: string;
}

/** An account this seed created (or took off its retired password), with the password it now has. */
export interface SeededStaffAccount {
  username: string;
  password: string;
  /** Made up here (not configured): the operator learns it only from the one print at this start. */
  generated: boolean;
}

/** 16 characters of base64url: 96 random bits. */
const newPassword = () => randomBytes(12).toString('base64url');

/**
 * Creates the account with the configured password, else a random one. An existing account is left alone, unless it
 * still has its retired, published password: then it gets a new one the same way.
 */
export async function seedStaffAccount(
  db: Database,
  spec: StaffAccountSpec,
  configured: string | undefined,
): Promise<{ id: string; seeded?: SeededStaffAccount }> {
  const password = configured ?? newPassword();
  const seeded = { username: spec.row.username, password, generated: configured === undefined };
  const existing = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('username', '=', spec.row.username)
    .executeTakeFirst();
  if (!existing) {
    const created = await db
      .insertInto('users')
      .values({ ...spec.row, password_hash: await hashPassword(password) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: created.id, seeded };
  }
  if (!(await verifyPassword(existing.password_hash, spec.retiredPassword))) return { id: existing.id };
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', existing.id)
    .execute();
  return { id: existing.id, seeded };
}
