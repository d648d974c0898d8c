import { randomBytes } from 'node:crypto';
import type { FtpCredentials } from '@biocloud/contracts';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AuthRepository } from '../auth/auth.repository';
import type { LoginLimits } from '../auth/auth.service';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import type { FtpCredentialsRepository } from './ftp-credentials.repository';
import { ftpDisabled } from './transfer-errors';

/*
 * FTP logins: the console username with a password made by the server (shown once, stored as an argon2 hash), so a
 * user never gives an FTP client their console password. Making a new one ends the old. Failed logins are counted
 * like console logins (per name and per address) and lock out the same way.
 */

/** 144 random bits, as base64url: letters, digits, '-' and '_', which every FTP client accepts. */
const PASSWORD_BYTES = 18;

export function createFtpCredentialsService(deps: {
  credentials: FtpCredentialsRepository;
  authRepo: AuthRepository;
  limits: LoginLimits;
  ftp: { enabled: boolean; host: string; port: number };
}) {
  const { credentials, authRepo, limits, ftp } = deps;

  return {
    async generate(user: Pick<UserRow, 'id' | 'username'>, ip: string | null): Promise<FtpCredentials> {
      if (!ftp.enabled) throw ftpDisabled();
      const password = randomBytes(PASSWORD_BYTES).toString('base64url');
      await credentials.save(user.id, await hashPassword(password));
      await authRepo.audit({ userId: user.id, action: 'ftp.credentials', ip });
      return { username: user.username, password, host: ftp.host, port: ftp.port };
    },

    /** The user an FTP login belongs to, or null; too many failures refuse before the password is checked. */
    async verify(username: string, password: string, ip: string | null): Promise<UserRow | null> {
      const accountKey = `ftp:${username.toLowerCase()}`;
      const addressKey = `ftp-ip:${ip ?? 'unknown'}`;
      const failures = await authRepo.countRecentFailures([accountKey, addressKey], limits.windowSeconds);
      if (
        (failures[accountKey] ?? 0) >= limits.maxAttempts ||
        (failures[addressKey] ?? 0) >= limits.maxAddressAttempts
      ) {
        throw new AppError('TOO_MANY_ATTEMPTS', 429);
      }
      const login = await credentials.findLogin(username);
      const ok = await verifyPassword(login?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!login || !ok || login.user.locked) {
        await authRepo.recordFailure([accountKey, addressKey]);
        await authRepo.audit({ userId: login?.user.id ?? null, action: 'ftp.login.failed', ip });
        return null;
      }
      await authRepo.clearFailures(accountKey);
      return login.user;
    },
  };
}

export type FtpCredentialsService = ReturnType<typeof createFtpCredentialsService>;
