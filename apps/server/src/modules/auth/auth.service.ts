import {
  SESSION_ABSOLUTE_SECONDS,
  SESSION_REMEMBER_SECONDS,
  TOKEN_MAX_AGE_SECONDS,
  photoUrl,
  type CurrentUser,
  type LoginRequest,
} from '@biocloud/contracts';
import { AppError } from '../../http/app-error';
import type { UserRow } from '../../db/schema';
import type { AuthRepository, SessionWithUser } from './auth.repository';
import { dummyPasswordHash, verifyPassword } from './password';
import { hashSessionToken, newSessionToken } from './session-token';

export interface LoginLimits {
  maxAttempts: number;
  maxAddressAttempts: number;
  windowSeconds: number;
}

/** Who is logging in, as the request tells. */
export interface LoginClient {
  ip: string | null;
  userAgent: string | null;
}

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    region: user.region,
    username: user.username,
    company: user.company,
    email: user.email,
    phone: user.phone,
    realName: user.real_name,
    storeTags: user.store_tags,
    role: user.role,
    photoFile: photoUrl(user.photo_file),
  };
}

// A session is written back as "seen" at most this often, so a busy tab is not one UPDATE per request.
const TOUCH_INTERVAL_MS = 60_000;

/**
 * A session found live is trusted this long without asking the database again, so a busy tab costs no database
 * round trip per request (that round trip is most of the cost of an authenticated call: bench/). The price: a change
 * made outside this service (a logout on another instance, an account locked, a user row updated by another module
 * or by hand) is seen up to this late in request.session. A logout through this service is seen at once.
 */
export const SESSION_CACHE_MS = 1000;
/** Enough for every tab of a busy instance; beyond it the oldest lookups are dropped (and simply repeated). */
const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface CachedLookup {
  at: number;
  /** Shared by the requests that arrive while the lookup runs, so a burst of a page's calls is one query. */
  session: Promise<SessionWithUser | undefined>;
}

/** Live sessions by token hash; unknown tokens are never kept, so made-up tokens cannot fill it. */
function createSessionCache() {
  const lookups = new Map<string, CachedLookup>();
  const drop = (tokenHash: string, lookup: CachedLookup) => {
    if (lookups.get(tokenHash) === lookup) lookups.delete(tokenHash);
  };
  return {
    lookup(tokenHash: string, find: () => Promise<SessionWithUser | undefined>): Promise<SessionWithUser | undefined> {
      const now = Date.now();
      const cached = lookups.get(tokenHash);
      if (cached && now - cached.at < SESSION_CACHE_MS) return cached.session;
      if (cached) lookups.delete(tokenHash);
      const lookup: CachedLookup = { at: now, session: find() };
      lookup.session.then(
        (session) => session === undefined && drop(tokenHash, lookup),
        () => drop(tokenHash, lookup),
      );
      lookups.set(tokenHash, lookup);
      // Maps iterate in insertion order: the first key is the oldest lookup.
      if (lookups.size > SESSION_CACHE_MAX_ENTRIES) lookups.delete(lookups.keys().next().value!);
      return lookup.session;
    },
    forget(tokenHash: string): void {
      lookups.delete(tokenHash);
    },
    /** Sessions ended by account (not by token) are not found by key: the whole short-lived cache goes. */
    clear(): void {
      lookups.clear();
    },
  };
}

/** What the database would answer now for a session it answered for a moment ago (see findLiveSession). */
function stillLive(session: SessionWithUser, now: number): boolean {
  return session.expiresAt.getTime() > now && now - session.lastSeenAt.getTime() < TOKEN_MAX_AGE_SECONDS * 1000;
}

export function createAuthService(deps: { authRepo: AuthRepository; limits: LoginLimits }) {
  const { authRepo, limits } = deps;
  const sessions = createSessionCache();

  const service = {
    /**
     * Checks a username (or e-mail) and password. One generic error for unknown user, wrong password and locked
     * account (no account enumeration); failures are counted per account and per address, and both lock out at the
     * limit. Ways in that prove the password before doing more (binding WeChat to the account) call it alone.
     */
    async authenticate(input: Pick<LoginRequest, 'username' | 'password'>, client: LoginClient): Promise<UserRow> {
      const user = await authRepo.findUserByLogin(input.username);
      // One budget per account whatever name it is reached by (username or e-mail): keyed by its id. Unknown names
      // get a key of their own, so they lock out the same way and a 429 tells nothing about which accounts exist.
      const accountKey = user ? `user-id:${user.id}` : `user:${input.username.toLowerCase()}`;
      const addressKey = `ip:${client.ip ?? 'unknown'}`;
      const failures = await authRepo.countRecentFailures([accountKey, addressKey], limits.windowSeconds);
      if (
        (failures[accountKey] ?? 0) >= limits.maxAttempts ||
        (failures[addressKey] ?? 0) >= limits.maxAddressAttempts
      ) {
        throw new AppError('TOO_MANY_ATTEMPTS', 429);
      }

      const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
      if (!user || !passwordOk || user.locked) {
        await authRepo.recordFailure([accountKey, addressKey]);
        await authRepo.audit({ userId: user?.id ?? null, action: 'login.failed', ip: client.ip });
        throw new AppError('LOGIN_FAILED', 401);
      }

      await authRepo.clearFailures(accountKey);
      return user;
    },

    /** A new session of a user whom a way in has just identified (password, WeChat, a code), audited as `via`. */
    async openSession(user: UserRow, client: LoginClient, options: { rememberMe?: boolean; via?: string } = {}) {
      // A fresh token at every login: a token planted before login is never promoted (session fixation).
      const token = newSessionToken();
      const rememberMe = options.rememberMe === true;
      const lifetime = rememberMe ? SESSION_REMEMBER_SECONDS : SESSION_ABSOLUTE_SECONDS;
      await authRepo.createSession({
        tokenHash: hashSessionToken(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + lifetime * 1000),
        rememberMe,
        ip: client.ip,
        userAgent: client.userAgent,
      });
      await authRepo.audit({
        userId: user.id,
        action: 'login',
        ip: client.ip,
        ...(options.via ? { detail: { via: options.via } } : {}),
      });
      return { token, user: toCurrentUser(user) };
    },

    async login(input: LoginRequest, client: LoginClient) {
      const user = await service.authenticate(input, client);
      return service.openSession(user, client, { rememberMe: input.rememberMe });
    },

    async resolveSession(token: string): Promise<SessionWithUser | undefined> {
      const tokenHash = hashSessionToken(token);
      const session = await sessions.lookup(tokenHash, () =>
        authRepo.findLiveSession(tokenHash, TOKEN_MAX_AGE_SECONDS),
      );
      if (!session) return undefined;
      const now = Date.now();
      if (!stillLive(session, now)) {
        sessions.forget(tokenHash);
        return undefined;
      }
      if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        // Set first, so the requests sharing this cached session do not all write it back.
        session.lastSeenAt = new Date(now);
        await authRepo.touchSession(session.sessionId);
      }
      return session;
    },

    /**
     * To call after the sessions of an account were deleted (a password reset or change, authRepo.deleteSessionsOfUser
     * in the transaction of the change): this instance stops trusting them at once; others within SESSION_CACHE_MS.
     */
    sessionsEnded(): void {
      sessions.clear();
    },

    async logout(session: SessionWithUser | null, ip: string | null): Promise<void> {
      if (!session) return;
      await authRepo.deleteSession(session.sessionId);
      // After the delete: a lookup already running when it committed is dropped with the entry it sits in.
      sessions.forget(session.tokenHash);
      await authRepo.audit({ userId: session.user.id, action: 'logout', ip });
    },
  };
  return service;
}

export type AuthService = ReturnType<typeof createAuthService>;
