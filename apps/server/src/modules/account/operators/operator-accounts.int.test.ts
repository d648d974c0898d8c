import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { createUser, login } from '../../../../test/factories';
import { repoRoot } from '../../../config';
import { createOperatorAccounts, OperatorError, type OperatorAccounts } from './operator-accounts';

let server: TestServer;
let accounts: OperatorAccounts;

beforeAll(async () => {
  server = await startTestServer();
  accounts = createOperatorAccounts(server.db);
});
afterAll(() => server.close());

const me = (token: string | undefined) =>
  fetch(`${server.baseUrl}/api/v1/user/getCurrentUser`, { headers: token ? { token } : {} });
/** Past the session lookup cache of the running instance (auth.service SESSION_CACHE_MS). */
const pastSessionCache = () => new Promise((r) => setTimeout(r, 1100));

describe('operator accounts', () => {
  it('creates a user who can log in, with a generated password when none is given', async () => {
    const created = await accounts.create({ username: 'op_made', email: 'op_made@example.com', realName: 'Op Made' });
    expect(created.passwordGiven).toBe(false);
    expect(created.password).toMatch(/^[\w-]{16}$/);
    const { res } = await login(server.baseUrl, { username: 'op_made', password: created.password! });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { username: 'op_made', realName: 'Op Made', role: 'customer' } });
  });

  it('refuses a taken username or e-mail and a short password, writing nothing', async () => {
    const user = await createUser(server.db);
    await expect(accounts.create({ username: user.username })).rejects.toThrow(OperatorError);
    await expect(accounts.create({ username: 'op_other', email: `${user.username}@EXAMPLE.com` })).rejects.toThrow(
      /belongs to another user/,
    );
    await expect(accounts.create({ username: 'op_short', password: 'short' })).rejects.toThrow(/PASSWORD_TOO_SHORT/);
    const rows = server.db.selectFrom('users').select('id').where('username', 'in', ['op_other', 'op_short']);
    expect(await rows.execute()).toEqual([]);
  });

  it('lock ends the sessions and refuses login; unlock lets the user in again', async () => {
    const user = await createUser(server.db);
    const { token } = await login(server.baseUrl, user);
    expect((await me(token)).status).toBe(200);

    expect(await accounts.lock(user.username)).toMatchObject({ endedSessions: 1 });
    await pastSessionCache();
    expect((await me(token)).status).toBe(401);
    expect((await login(server.baseUrl, user)).res.status).toBe(401);

    await accounts.unlock(user.username);
    expect((await login(server.baseUrl, user)).res.status).toBe(200);
    const actions = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', user.id)
      .where('action', 'like', 'account.%')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['account.locked', 'account.unlocked']);
  });

  it('reset-password sets the given password and ends every session', async () => {
    const user = await createUser(server.db);
    const { token } = await login(server.baseUrl, user);
    const result = await accounts.resetPassword(user.username, 'a-new-password-1');
    expect(result).toMatchObject({ endedSessions: 1, passwordGiven: true });
    await pastSessionCache();
    expect((await me(token)).status).toBe(401);
    expect((await login(server.baseUrl, user)).res.status).toBe(401);
    expect((await login(server.baseUrl, { ...user, password: 'a-new-password-1' })).res.status).toBe(200);
  });

  it('names an unknown user', async () => {
    await expect(accounts.lock('nobody_here')).rejects.toThrow(/no user named "nobody_here"/);
  });
});

describe('npm run user', () => {
  const run = (args: string[]) =>
    promisify(execFile)(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      ['apps/server/src/modules/account/operators/user-cli.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: server.dbUrl } },
    );

  it('creates and locks a user in the database of the console, and exits 1 with a reason on a refusal', async () => {
    const created = await run(['create', 'cli_user', '--password', 'cli-password-1']);
    expect(created.stdout).toContain('created user cli_user');
    expect((await login(server.baseUrl, { username: 'cli_user', password: 'cli-password-1' })).res.status).toBe(200);
    expect((await run(['lock', 'cli_user'])).stdout).toContain('locked user cli_user; sessions ended: 1');
    expect((await login(server.baseUrl, { username: 'cli_user', password: 'cli-password-1' })).res.status).toBe(401);

    const refused = await run(['unlock', 'no_such_user']).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('no user named') as string });
    const usage = await run(['frobnicate']).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(usage).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run user') as string });
  });
});
