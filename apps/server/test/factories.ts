import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database';
import { hashPassword } from '../src/modules/auth/password';

export interface TestUser {
  id: string;
  username: string;
  password: string;
}

export async function createUser(
  db: Database,
  overrides: { locked?: boolean; region?: string } = {},
): Promise<TestUser> {
  const username = `user_${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const row = await db
    .insertInto('users')
    .values({
      username,
      password_hash: await hashPassword(password),
      email: `${username}@example.com`,
      region: overrides.region ?? 'CN',
      store_tags: 'local',
      locked: overrides.locked ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, password };
}

/** Logs in over HTTP and returns the token from the Set-Cookie header. */
export async function login(baseUrl: string, user: Pick<TestUser, 'username' | 'password'>, rememberMe = false) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password, rememberMe }),
  });
  const cookie = res.headers.get('set-cookie') ?? '';
  const token = /token=([^;]+)/.exec(cookie)?.[1];
  return { res, token, cookie };
}
