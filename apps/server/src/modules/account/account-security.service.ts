import {
  ACCOUNT_LINK_COOLDOWN_SECONDS,
  ACCOUNT_LINK_TTL_SECONDS,
  ACCOUNT_LINKS_PER_HOUR,
  type EmailChange,
  type EmailConfirmed,
  type LinkSent,
  normalizedAreaCode,
  registrationPhone,
  type PasswordChange,
  type PhoneBindRequest,
} from '@biocloud/contracts';
import { AppError } from '../../http/app-error';
import type { AuthRepository } from '../auth/auth.repository';
import type { AuthService, LoginLimits } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/password';
import type { AccountLinks } from './account-links';
import type { AccountLinksRepository, TransactAccount } from './account-links.repository';
import type { VerificationCodes } from './codes/codes.service';
import type { AccountClient } from './password-reset.service';

/** The caller as the security section knows it: the account and the session making the change. */
export interface SecurityCaller {
  userId: string;
  sessionId: string;
}

/** The e-mail confirming an address (a change, or a resent verification of the current one) says so in its text. */
type ConfirmMailKind = 'emailChange' | 'emailVerify';

/**
 * The security section of userinfo/edit: password change (the other sessions end), e-mail change and resent
 * verification (a confirm link to the address, which the bind page uses). Each asks the current password where the
 * spec does, and a wrong one counts against the account's login budget (a stolen session cannot guess it either).
 */
export function createAccountSecurityService(deps: {
  linksRepo: AccountLinksRepository;
  attempts: Pick<AuthRepository, 'countRecentFailures' | 'recordFailure' | 'audit'>;
  transact: TransactAccount;
  links: AccountLinks;
  auth: Pick<AuthService, 'sessionsEnded'>;
  codes: Pick<VerificationCodes, 'verify'>;
  mailAvailable: boolean;
  loginLimits: LoginLimits;
}) {
  const { linksRepo, attempts, links } = deps;

  async function account(userId: string) {
    const user = await linksRepo.findUser(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 401);
    return user;
  }

  /** The account's current password, checked against its login budget (the key auth.service counts logins by). */
  async function checkPassword(userId: string, passwordHash: string, password: string, ip: string | null) {
    const key = `user-id:${userId}`;
    const failures = await attempts.countRecentFailures([key], deps.loginLimits.windowSeconds);
    if ((failures[key] ?? 0) >= deps.loginLimits.maxAttempts) throw new AppError('TOO_MANY_ATTEMPTS', 429);
    if (await verifyPassword(passwordHash, password)) return;
    await attempts.recordFailure([key]);
    await attempts.audit({ userId, action: 'password.check.failed', ip });
    throw new AppError('PASSWORD_WRONG', 400);
  }

  async function mailConfirmLink(
    user: { id: string; username: string },
    to: string,
    kind: ConfirmMailKind,
    client: AccountClient,
  ): Promise<LinkSent> {
    if (!deps.mailAvailable) throw new AppError('EMAIL_UNAVAILABLE', 400);
    const [lastMinute, lastHour] = await Promise.all([
      linksRepo.countRecent(user.id, 'changeEmail', ACCOUNT_LINK_COOLDOWN_SECONDS),
      linksRepo.countRecent(user.id, 'changeEmail', 3600),
    ]);
    if (lastMinute > 0 || lastHour >= ACCOUNT_LINKS_PER_HOUR) throw new AppError('TOO_MANY_ATTEMPTS', 429);
    await deps.transact(async ({ links: repo, auth }) => {
      const link = await links.issue(repo, { userId: user.id, purpose: 'changeEmail', newEmail: to, ...client });
      const hours = ACCOUNT_LINK_TTL_SECONDS.changeEmail / 3600;
      await repo.enqueueLinkMail({ userId: user.id, to, kind, params: { username: user.username, link, hours } });
      await auth.audit({ userId: user.id, action: `email.${kind}`, ip: client.ip, detail: { to } });
    });
    return { sentTo: to };
  }

  return {
    async changePassword(caller: SecurityCaller, input: PasswordChange, client: AccountClient): Promise<void> {
      const user = await account(caller.userId);
      await checkPassword(user.id, user.password_hash, input.password, client.ip);
      const passwordHash = await hashPassword(input.modifyPassword);
      await deps.transact(async ({ links: repo, auth }) => {
        await repo.setPasswordHash(user.id, passwordHash);
        // The caller stays logged in; every other device is logged out.
        await auth.deleteSessionsOfUser(user.id, caller.sessionId);
        await auth.audit({ userId: user.id, action: 'password.change', ip: client.ip });
      });
      deps.auth.sessionsEnded();
    },

    async changeEmail(caller: SecurityCaller, input: EmailChange, client: AccountClient): Promise<LinkSent> {
      const user = await account(caller.userId);
      await checkPassword(user.id, user.password_hash, input.password, client.ip);
      if (user.email?.toLowerCase() === input.newEmail.toLowerCase()) throw new AppError('EMAIL_SAME', 400);
      if (await linksRepo.emailTakenByOther(input.newEmail, user.id)) throw new AppError('EMAIL_TAKEN', 409);
      return mailConfirmLink(user, input.newEmail, 'emailChange', client);
    },

    /** Spec "resend verification": a confirm link to the account's current, not yet verified address. */
    async resendVerification(caller: SecurityCaller, client: AccountClient): Promise<LinkSent> {
      const user = await account(caller.userId);
      if (!user.email) throw new AppError('EMAIL_MISSING', 400);
      if (user.email_checked) throw new AppError('EMAIL_ALREADY_CHECKED', 400);
      return mailConfirmLink(user, user.email, 'emailVerify', client);
    },

    /** Bind or change the phone (spec: areaCode, phone, phoneCode, password): the password, then the code. */
    async bindPhone(caller: SecurityCaller, input: PhoneBindRequest, client: AccountClient): Promise<void> {
      const user = await account(caller.userId);
      await checkPassword(user.id, user.password_hash, input.password, client.ip);
      const areaCode = normalizedAreaCode(input.areaCode);
      const phone = registrationPhone({ areaCode, phone: input.phone });
      if (await linksRepo.phoneTakenByOther(phone, user.id)) throw new AppError('PHONE_TAKEN', 409);
      await deps.codes.verify({ channel: 'sms', target: phone, purpose: 'bindPhone', code: input.phoneCode });
      await deps.transact(async ({ links: repo, auth }) => {
        await repo.setPhone(user.id, phone, areaCode);
        await auth.audit({ userId: user.id, action: 'phone.bind', ip: client.ip });
      });
    },

    /**
     * The bind page's confirm: the link's address becomes the account's, verified. Public: the link may be opened in
     * a browser where the account is not logged in; the link alone proves the mailbox.
     */
    async confirmEmail(querystring: string, client: AccountClient): Promise<EmailConfirmed> {
      const row = await links.check(linksRepo, 'changeEmail', querystring);
      const cemail = row.new_email;
      if (!cemail) throw new AppError('ACCOUNT_LINK_INVALID', 400);
      await deps.transact(async ({ links: repo, auth }) => {
        if (!(await repo.consume(row.id))) throw new AppError('ACCOUNT_LINK_USED', 410);
        // Taken meanwhile by an account that registered with it: the unique index would refuse it anyway.
        if (await repo.emailTakenByOther(cemail, row.user_id)) throw new AppError('EMAIL_TAKEN', 409);
        await repo.retireAll(row.user_id, 'changeEmail');
        await repo.setCheckedEmail(row.user_id, cemail);
        await auth.audit({ userId: row.user_id, action: 'email.confirmed', ip: client.ip, detail: { cemail } });
      });
      return { cemail };
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
