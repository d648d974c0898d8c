import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../../db/schema';
import type { AuthRepository, SessionWithUser } from './auth.repository';
import { createAuthService, SESSION_CACHE_MS } from './auth.service';
import { hashSessionToken } from './session-token';

const user: UserRow = {
  id: 'u1',
  username: 'alice',
  password_hash: 'x',
  email: null,
  phone: null,
  real_name: null,
  company: null,
  region: 'CN',
  store_tags: 'local',
  role: 'customer',
  locked: false,
  created_at: new Date(),
  quota_bytes: 0,
  notify_email: false,
  email_checked: false,
  birthday: null,
  sex: 0,
  education: null,
  major: null,
  nationality: null,
  contact_address: null,
  research_species: null,
  research_strategy: null,
  sequencing_platform: null,
  photo_file: null,
  area_code: null,
  college: null,
  professional: null,
  wechat_unionid: null,
  wechat_nickname: null,
  invited_by: null,
};

/** The database as far as sessions go: one map of live sessions by token hash, and a count of lookups. */
function fakeRepo() {
  const live = new Map<string, SessionWithUser>();
  const calls = { find: 0 };
  const unused = () => Promise.reject(new Error('not used here'));
  const repo: AuthRepository = {
    findUserByLogin: unused,
    createSession: unused,
    async findLiveSession(tokenHash) {
      calls.find += 1;
      const session = live.get(tokenHash);
      return session && { ...session, user: { ...session.user } };
    },
    async touchSession() {},
    async deleteSession(sessionId) {
      for (const [hash, s] of live) if (s.sessionId === sessionId) live.delete(hash);
    },
    async deleteSessionsOfUser(userId) {
      let ended = 0;
      for (const [hash, s] of live) if (s.user.id === userId && live.delete(hash)) ended += 1;
      return ended;
    },
    deleteExpiredSessions: unused,
    countRecentFailures: unused,
    recordFailure: unused,
    deleteFailuresOlderThan: unused,
    clearFailures: unused,
    async audit() {},
  };
  const add = (token: string, expiresInMs = 60_000) => {
    const tokenHash = hashSessionToken(token);
    live.set(tokenHash, {
      sessionId: `s-${token}`,
      tokenHash,
      lastSeenAt: new Date(),
      expiresAt: new Date(Date.now() + expiresInMs),
      user,
    });
  };
  return { repo, live, calls, add };
}

const limits = { maxAttempts: 10, maxAddressAttempts: 50, windowSeconds: 900 };

describe('resolveSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the database once for a burst of requests and again after the cache time', async () => {
    const db = fakeRepo();
    db.add('t1');
    const auth = createAuthService({ authRepo: db.repo, limits });
    const sessions = await Promise.all([1, 2, 3, 4, 5].map(() => auth.resolveSession('t1')));
    expect(sessions.every((s) => s?.user.id === 'u1')).toBe(true);
    expect(db.calls.find).toBe(1);
    vi.advanceTimersByTime(SESSION_CACHE_MS);
    await auth.resolveSession('t1');
    expect(db.calls.find).toBe(2);
  });

  it('sees a change made elsewhere in the database no later than the cache time', async () => {
    const db = fakeRepo();
    db.add('t1');
    const auth = createAuthService({ authRepo: db.repo, limits });
    expect(await auth.resolveSession('t1')).toBeDefined();
    db.live.clear();
    vi.advanceTimersByTime(SESSION_CACHE_MS);
    expect(await auth.resolveSession('t1')).toBeUndefined();
  });

  it('ends a session at once on logout through the service', async () => {
    const db = fakeRepo();
    db.add('t1');
    const auth = createAuthService({ authRepo: db.repo, limits });
    const session = await auth.resolveSession('t1');
    await auth.logout(session ?? null, null);
    expect(await auth.resolveSession('t1')).toBeUndefined();
  });

  it('ends every session of an account at once after a password change deleted them', async () => {
    const db = fakeRepo();
    db.add('t1');
    db.add('t2');
    const auth = createAuthService({ authRepo: db.repo, limits });
    expect(await auth.resolveSession('t1')).toBeDefined();
    expect(await auth.resolveSession('t2')).toBeDefined();
    await db.repo.deleteSessionsOfUser('u1');
    auth.sessionsEnded();
    expect(await auth.resolveSession('t1')).toBeUndefined();
    expect(await auth.resolveSession('t2')).toBeUndefined();
  });

  it('refuses a cached session once its absolute lifetime is over', async () => {
    const db = fakeRepo();
    db.add('t1', SESSION_CACHE_MS / 2);
    const auth = createAuthService({ authRepo: db.repo, limits });
    expect(await auth.resolveSession('t1')).toBeDefined();
    vi.advanceTimersByTime(SESSION_CACHE_MS / 2);
    expect(await auth.resolveSession('t1')).toBeUndefined();
  });

  it('never keeps an unknown token: each try asks the database', async () => {
    const db = fakeRepo();
    const auth = createAuthService({ authRepo: db.repo, limits });
    expect(await auth.resolveSession('made-up')).toBeUndefined();
    expect(await auth.resolveSession('made-up')).toBeUndefined();
    expect(db.calls.find).toBe(2);
  });
});
