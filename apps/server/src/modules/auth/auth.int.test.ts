import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_MAX_AGE_SECONDS } from '@biocloud/contracts';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { createUser, login, type TestUser } from '../../../test/factories';

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '3', LOGIN_MAX_ADDRESS_ATTEMPTS: '100' });
  user = await createUser(server.db);
});
afterAll(() => server.close());

const me = (token?: string, via: 'header' | 'cookie' = 'header') =>
  fetch(`${server.baseUrl}/api/v1/user/getCurrentUser`, {
    headers: token ? (via === 'header' ? { token } : { cookie: `token=${token}` }) : {},
  });

describe('getCurrentUser', () => {
  it('answers 401 with a localized code without a token', async () => {
    const res = await me();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) as string });
    const en = await fetch(`${server.baseUrl}/api/v1/user/getCurrentUser`, { headers: { lang: 'en' } });
    const zh = await fetch(`${server.baseUrl}/api/v1/user/getCurrentUser`, { headers: { lang: 'zh' } });
    const [enBody, zhBody] = (await Promise.all([en.json(), zh.json()])) as { message: string }[];
    expect(enBody!.message).not.toEqual(zhBody!.message);
  });

  it('answers 401 for a made-up token', async () => {
    expect((await me('not-a-real-token')).status).toBe(401);
  });
});

describe('login', () => {
  it('sets the token cookie (max-age 9000) and the token works as header and as cookie', async () => {
    const { res, token, cookie } = await login(server.baseUrl, user);
    expect(res.status).toBe(200);
    expect(cookie).toContain(`Max-Age=${TOKEN_MAX_AGE_SECONDS}`);
    expect(token).toBeTruthy();
    const body = (await res.json()) as { token: string; user: { username: string } };
    expect(body.token).toBe(token);
    expect(body.user.username).toBe(user.username);

    const viaHeader = await me(token, 'header');
    expect(viaHeader.status).toBe(200);
    expect(await viaHeader.json()).toMatchObject({
      id: user.id,
      username: user.username,
      region: 'CN',
      storeTags: 'local',
    });
    expect(viaHeader.headers.get('set-cookie')).toContain(`token=${token}`);
    expect((await me(token, 'cookie')).status).toBe(200);
  });

  it('accepts the e-mail address in place of the username, in any case', async () => {
    const { res } = await login(server.baseUrl, { username: `${user.username}@EXAMPLE.com`, password: user.password });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { username: string } }).user.username).toBe(user.username);
  });

  it('stores only a hash of the token and issues a new session at every login', async () => {
    const a = await login(server.baseUrl, user);
    const b = await login(server.baseUrl, user);
    expect(a.token).not.toEqual(b.token);
    const rows = await server.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(a.token);
  });

  it('gives one generic error for an unknown user, a wrong password and a locked account', async () => {
    const locked = await createUser(server.db, { locked: true });
    const answers = await Promise.all([
      login(server.baseUrl, { username: 'nobody-here', password: 'x' }),
      login(server.baseUrl, { username: user.username, password: 'wrong' }),
      login(server.baseUrl, locked),
    ]);
    for (const { res } of answers) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('LOGIN_FAILED');
    }
  });

  it('refuses a malformed body with VALIDATION_ERROR and changes nothing', async () => {
    const before = await server.db
      .selectFrom('sessions')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const res = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '', password: 5 }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
    const after = await server.db
      .selectFrom('sessions')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('locks an account out after too many failures, even with the right password', async () => {
    const victim = await createUser(server.db);
    for (let i = 0; i < 3; i++) await login(server.baseUrl, { username: victim.username, password: 'bad' });
    const { res } = await login(server.baseUrl, victim);
    expect(res.status).toBe(429);
    expect(((await res.json()) as { code: string }).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('counts failures by e-mail and by username against one budget of the account', async () => {
    const victim = await createUser(server.db);
    const email = `${victim.username.toUpperCase()}@EXAMPLE.COM`;
    const tries = [victim.username, email, victim.username].map((username) => ({ username, password: 'bad' }));
    for (const guess of tries) expect((await login(server.baseUrl, guess)).res.status).toBe(401);
    // The budget (3) is spent: the right password is refused by either name.
    expect((await login(server.baseUrl, { username: email, password: victim.password })).res.status).toBe(429);
    expect((await login(server.baseUrl, victim)).res.status).toBe(429);
  });
});

describe('session lifetime', () => {
  it('ends a session idle for longer than the token max-age', async () => {
    const { token } = await login(server.baseUrl, user);
    await server.db
      .updateTable('sessions')
      .set({ last_seen_at: sql`now() - make_interval(secs => ${TOKEN_MAX_AGE_SECONDS + 1})` })
      .where('user_id', '=', user.id)
      .execute();
    expect((await me(token)).status).toBe(401);
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const { token } = await login(server.baseUrl, user);
    await server.db
      .updateTable('sessions')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('user_id', '=', user.id)
      .execute();
    expect((await me(token)).status).toBe(401);
  });

  it('gives rememberMe sessions 30 days and plain ones 12 hours', async () => {
    const fresh = await createUser(server.db);
    await login(server.baseUrl, fresh, true);
    await login(server.baseUrl, fresh, false);
    const rows = await server.db
      .selectFrom('sessions')
      .select(['remember_me', sql<number>`extract(epoch from expires_at - created_at)`.as('life')])
      .where('user_id', '=', fresh.id)
      .execute();
    const life = (remember: boolean) => Math.round(Number(rows.find((r) => r.remember_me === remember)!.life) / 3600);
    expect(life(true)).toBe(30 * 24);
    expect(life(false)).toBe(12);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const { token } = await login(server.baseUrl, user);
    const res = await fetch(`${server.baseUrl}/api/logout`, { method: 'POST', headers: { token: token! } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/token=;/);
    expect((await me(token)).status).toBe(401);
  });
});

describe('per-address limit', () => {
  it('locks out an address that tries many accounts', async () => {
    const strict = await startTestServer({ LOGIN_MAX_ATTEMPTS: '100', LOGIN_MAX_ADDRESS_ATTEMPTS: '4' });
    try {
      const real = await createUser(strict.db);
      for (let i = 0; i < 4; i++) await login(strict.baseUrl, { username: `guess${i}`, password: 'x' });
      const { res } = await login(strict.baseUrl, real);
      expect(res.status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('cleanup', () => {
  it('deletes ended sessions and old failures but keeps live ones', async () => {
    const { createAuthRepository } = await import('./auth.repository');
    const repo = createAuthRepository(server.db);
    const live = await createUser(server.db);
    const { token } = await login(server.baseUrl, live);
    await server.db
      .updateTable('sessions')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('user_id', '=', user.id)
      .execute();
    await server.db
      .insertInto('login_attempts')
      .values({ key: 'user:old', at: sql`now() - interval '2 hours'` })
      .execute();
    expect(await repo.deleteExpiredSessions(TOKEN_MAX_AGE_SECONDS)).toBeGreaterThan(0);
    expect(await repo.deleteFailuresOlderThan(3600)).toBeGreaterThan(0);
    expect((await me(token)).status).toBe(200);
    const left = await server.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(left).toHaveLength(0);
  });
});
