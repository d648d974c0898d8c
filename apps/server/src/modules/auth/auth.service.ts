import {
  SESSION_ABSOLUTE_SECONDS,
  SESSION_REMEMBER_SECONDS,
  TOKEN_MAX_AGE_SECONDS,
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
  };
}

// A session is written back as "seen" at most this often, so a busy tab is not one UPDATE per request.
const TOUCH_INTERVAL_MS = 60_000;

export function createAuthService(deps: { authRepo: AuthRepository; limits: LoginLimits }) {
  const { authRepo, limits } = deps;

  return {
    /**
     * One generic error for unknown user, wrong password and locked account (no account enumeration); failures are
     * counted per account and per address, and both lock out at the limit.
     */
    async login(input: LoginRequest, client: { ip: string | null; userAgent: string | null }) {
      const accountKey = `user:${input.username.toLowerCase()}`;
      const addressKey = `ip:${client.ip ?? 'unknown'}`;
      const failures = await authRepo.countRecentFailures([accountKey, addressKey], limits.windowSeconds);
      if (
        (failures[accountKey] ?? 0) >= limits.maxAttempts ||
        (failures[addressKey] ?? 0) >= limits.maxAddressAttempts
      ) {
        throw new AppError('TOO_MANY_ATTEMPTS', 429);
      }

      const user = await authRepo.findUserByUsername(input.username);
      const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
      if (!user || !passwordOk || user.locked) {
        await authRepo.recordFailure([accountKey, addressKey]);
        await authRepo.audit({ userId: user?.id ?? null, action: 'login.failed', ip: client.ip });
        throw new AppError('LOGIN_FAILED', 401);
      }

      await authRepo.clearFailures(accountKey);
      // A fresh token at every login: a token planted before login is never promoted (session fixation).
      const token = newSessionToken();
      const rememberMe = input.rememberMe === true;
      const lifetime = rememberMe ? SESSION_REMEMBER_SECONDS : SESSION_ABSOLUTE_SECONDS;
      await authRepo.createSession({
        tokenHash: hashSessionToken(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + lifetime * 1000),
        rememberMe,
        ip: client.ip,
        userAgent: client.userAgent,
      });
      await authRepo.audit({ userId: user.id, action: 'login', ip: client.ip });
      return { token, user: toCurrentUser(user) };
    },

    async resolveSession(token: string): Promise<SessionWithUser | undefined> {
      const session = await authRepo.findLiveSession(hashSessionToken(token), TOKEN_MAX_AGE_SECONDS);
      if (session && Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await authRepo.touchSession(session.sessionId);
      }
      return session;
    },

    async logout(session: SessionWithUser | null, ip: string | null): Promise<void> {
      if (!session) return;
      await authRepo.deleteSession(session.sessionId);
      await authRepo.audit({ userId: session.user.id, action: 'logout', ip });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
