import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { baseUrl } from './browser';

export interface Account {
  id: string;
  username: string;
  password: string;
  email: string;
}

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * Runs the operators' command (`npm run user -- <args>`, its script run the way npm runs it) against the running e2e
 * console's own database, found through its VAR_DIR as an operator on its machine would; answers what it printed.
 */
export async function operatorCommand(args: string[]): Promise<string> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL'));
  const { stdout } = await promisify(execFile)(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['apps/server/src/modules/account/operators/user-cli.ts', ...args],
    { cwd: repoRoot, env: { ...env, VAR_DIR: inject('varDir') } },
  );
  return stdout;
}

/**
 * A fresh customer account of its own (with `phone` as stored: the digits, mainland numbers bare) for a test that
 * changes an account (its password, its address), so the demo accounts other suites log in with stay as they are.
 * Made by the operators' command, as an operator would make it.
 */
export async function createAccount(options: { phone?: string; prefix?: string } = {}): Promise<Account> {
  const username = `${options.prefix ?? 'e2e'}_${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(6).toString('hex')}1`;
  const email = `${username}@example.com`;
  const phone = options.phone ? ['--phone', options.phone] : [];
  const stdout = await operatorCommand(['create', username, '--password', password, '--email', email, ...phone]);
  const id = new RegExp(`created user ${username} \\(id ([\\w-]+)\\)`).exec(stdout)?.[1];
  if (!id) throw new Error(`npm run user -- create ${username} printed: ${stdout}`);
  return { id, username, password, email };
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
