import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { embeddedDatabaseUrl } from '../apps/server/src/db/embedded';
import { hashPassword } from '../apps/server/src/modules/auth/password';
import { baseUrl } from './browser';

export interface Account {
  id: string;
  username: string;
  password: string;
  email: string;
}

/**
 * A fresh customer account of its own (with `phone` as stored: the digits, mainland numbers bare) for a test that changes an account (its password, its address), so the demo
 * accounts other suites log in with stay as they are. Written into the e2e console's embedded PostgreSQL, whose port
 * global-setup puts right after the console's (as the server factories of the integration tests do).
 */
export async function createAccount(options: { phone?: string } = {}): Promise<Account> {
  const username = `e2e_${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(6).toString('hex')}1`;
  const email = `${username}@example.com`;
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(Number(new URL(baseUrl()).port) + 1) });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into users (username, password_hash, email, phone, region, store_tags)
       values ($1, $2, $3, $4, 'CN', 'local') returning id`,
      [username, await hashPassword(password), email, options.phone ?? null],
    );
    return { id: rows[0]!.id, username, password, email };
  } finally {
    await client.end();
  }
}

/** Logs in over the API (not the page), as a second device would: answers the session token. */
export async function apiLogin(account: Pick<Account, 'username' | 'password'>): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`login of ${account.username} answered ${response.status}`);
  return token;
}

/** Whether a session token still works. */
export async function sessionWorks(token: string): Promise<boolean> {
  const response = await fetch(`${baseUrl()}/api/v1/user/getCurrentUser`, { headers: { token } });
  await response.arrayBuffer();
  return response.ok;
}
