import {
  ACCOUNT_LINK_COOLDOWN_SECONDS,
  ACCOUNT_LINK_TTL_SECONDS,
  ACCOUNT_LINKS_PER_HOUR,
  type Locale,
  normalizedAreaCode,
  registrationPhone,
  type PasswordResetRequest,
  type PhoneResetRequest,
  type ResetLinkInfo,
} from '@biocloud/contracts';
import { AppError } from '../../http/app-error';
import type { AuthRepository } from '../auth/auth.repository';
import type { AuthService } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import type { AccountLinks } from './account-links';
import type { VerificationCodes } from './codes/codes.service';
import type { AccountLinksRepository, TransactAccount } from './account-links.repository';

/** Requests for reset e-mails one client address may make per window, whatever the addresses asked for. */
export interface ForgotLimits {
  maxPerAddress: number;
  windowSeconds: number;
}

export interface AccountClient {
  ip: string | null;
  locale: Locale;
}

/**
 * Password reset by e-mail link (spec 001 §3, §7). The request is answered the same whether an account has the
 * address or not; the link works once, for a limited time, and the reset ends every session of the account.
 */
export function createPasswordResetService(deps: {
  linksRepo: AccountLinksRepository;
  /** Per-address counting of requests, in the failed-login table the session clean-up already trims. */
  attempts: Pick<AuthRepository, 'countRecentFailures' | 'recordFailure'>;
  transact: TransactAccount;
  links: AccountLinks;
  auth: Pick<AuthService, 'sessionsEnded'>;
  codes: Pick<VerificationCodes, 'verify'>;
  mailAvailable: boolean;
  limits: ForgotLimits;
}) {
  const { linksRepo, links, limits } = deps;

  /** False when the account got a link of this purpose too recently or too often (silently: no enumeration). */
  async function mayMailLink(userId: string): Promise<boolean> {
    const [lastMinute, lastHour] = await Promise.all([
      linksRepo.countRecent(userId, 'resetPassword', ACCOUNT_LINK_COOLDOWN_SECONDS),
      linksRepo.countRecent(userId, 'resetPassword', 3600),
    ]);
    return lastMinute === 0 && lastHour < ACCOUNT_LINKS_PER_HOUR;
  }

  /** The new password, every reset link retired and every session ended, in one transaction. */
  async function setNewPassword(
    userId: string,
    password: string,
    client: AccountClient,
    by: 'email' | 'phone',
    first?: (repo: AccountLinksRepository) => Promise<void>,
  ): Promise<void> {
    const passwordHash = await hashPassword(password);
    await deps.transact(async ({ links: repo, auth }) => {
      await first?.(repo);
      await repo.retireAll(userId, 'resetPassword');
      await repo.setPasswordHash(userId, passwordHash);
      await auth.deleteSessionsOfUser(userId);
      await auth.audit({ userId, action: 'password.reset', ip: client.ip, detail: { by } });
    });
    deps.auth.sessionsEnded();
  }

  return {
    async requestByEmail(email: string, client: AccountClient): Promise<void> {
      if (!deps.mailAvailable) throw new AppError('EMAIL_UNAVAILABLE', 400);
      const key = `forgot-email:ip:${client.ip ?? 'unknown'}`;
      const counts = await deps.attempts.countRecentFailures([key], limits.windowSeconds);
      if ((counts[key] ?? 0) >= limits.maxPerAddress) throw new AppError('TOO_MANY_ATTEMPTS', 429);
      await deps.attempts.recordFailure([key]);

      const user = await linksRepo.findUserByEmail(email);
      if (!user || user.locked || !user.email || !(await mayMailLink(user.id))) return;
      await deps.transact(async ({ links: repo }) => {
        const link = await links.issue(repo, { userId: user.id, purpose: 'resetPassword', ...client });
        await repo.enqueueLinkMail({
          userId: user.id,
          to: user.email!,
          kind: 'passwordReset',
          params: { username: user.username, link, minutes: ACCOUNT_LINK_TTL_SECONDS.resetPassword / 60 },
        });
      });
    },

    /** The link check of the reset page: the account it resets, or why it cannot be used. */
    async checkLink(querystring: string): Promise<ResetLinkInfo> {
      const row = await links.check(linksRepo, 'resetPassword', querystring);
      const user = await linksRepo.findUser(row.user_id);
      if (!user || user.locked) throw new AppError('ACCOUNT_LINK_INVALID', 400);
      return { userId: user.id, username: user.username };
    },

    async reset(input: PasswordResetRequest, client: AccountClient): Promise<void> {
      const row = await links.check(linksRepo, 'resetPassword', input.querystring);
      if (row.user_id !== input.userId) throw new AppError('ACCOUNT_LINK_INVALID', 400);
      await setNewPassword(row.user_id, input.password, client, 'email', async (repo) => {
        // The conditional update decides between two uses of one link racing each other.
        if (!(await repo.consume(row.id))) throw new AppError('ACCOUNT_LINK_USED', 410);
      });
    },

    /**
     * By phone code (user/forget/phone): the code proves the number, so its owner may then learn that no account has
     * it (ACCOUNT_NOT_REGISTERED); sending the code told nothing (codes go to any number).
     */
    async resetByPhone(input: PhoneResetRequest, client: AccountClient): Promise<void> {
      const phone = registrationPhone({ areaCode: normalizedAreaCode(input.areaCode), phone: input.phone });
      await deps.codes.verify({ channel: 'sms', target: phone, purpose: 'resetPassword', code: input.phoneCode });
      const user = await linksRepo.findUserByPhone(phone);
      if (!user || user.locked) throw new AppError('ACCOUNT_NOT_REGISTERED', 404);
      await setNewPassword(user.id, input.password, client, 'phone');
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
