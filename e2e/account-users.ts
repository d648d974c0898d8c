import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { loadConfig } from '../apps/server/src/config';
import { connectCommandDatabase } from '../apps/server/src/db/command-database';
import { createLogger } from '../apps/server/src/logger';
import { createOperatorAccounts } from '../apps/server/src/modules/account/operators/operator-accounts';
import { parseUserCommand, runUserCommand } from '../apps/server/src/modules/account/operators/user-command';
import { baseUrl } from './browser';

export interface Account {
  id: string;
  username: string;
  password: string;
  email: string;
}

/**
 * Runs the operators' command (`npm run user -- <args>`) the way its script does, on the running e2e console's own
 * database found through its VAR_DIR as an operator on its machine would; in this process, as a new process per
 * account costs seconds on a busy machine. Answers what it prints.
 */
export async function operatorCommand(args: string[]): Promise<string> {
  const command = parseUserCommand(args);
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL'));
  const config = loadConfig({ ...env, LOG_LEVEL: 'warn', VAR_DIR: inject('varDir') });
  const database = await connectCommandDatabase(config, createLogger(config));
  try {
    return (await runUserCommand(createOperatorAccounts(database.db), command)).join('\n');
  } finally {
    await database.close();
  }
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
