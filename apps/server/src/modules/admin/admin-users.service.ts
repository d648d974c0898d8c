import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_LINK_TTL_SECONDS,
  type AdminCreatedUser,
  type AdminCreateUser,
  type AdminResetLink,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserList,
  isUuid,
  type Locale,
} from '@biocloud/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AccountLinks } from '../account/account-links';
import { createAccountLinksRepository } from '../account/account-links.repository';
import { hashPassword } from '../auth/password';
import type { AuthService } from '../auth/auth.service';
import { emailTaken } from '../users/user-email';
import type { AdminUsersRepository } from './admin-users.repository';
import { writeAudit } from './audit-log.repository';

export interface StaffActor {
  id: string;
  ip: string | null;
  locale: Locale;
}

type UserColumns = NonNullable<Awaited<ReturnType<AdminUsersRepository['find']>>>;

const toUser = (row: UserColumns): AdminUser => ({
  id: row.id,
  username: row.username,
  realName: row.real_name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  role: row.role,
  locked: row.locked,
  createdAt: row.created_at.toISOString(),
});
const named = (rows: { id: string; name: string; status: string; created_at: Date }[]) =>
  rows.map((r) => ({ id: r.id, name: r.name, status: r.status, createdAt: r.created_at.toISOString() }));

const userNotFound = () => new AppError('ADMIN_USER_NOT_FOUND', 404);

/**
 * Staff manage accounts (admin/users): each write locks the account's row, changes it and writes its audit row in
 * one transaction, so a refused or failed write leaves neither. A password reset is the existing reset link: e-mailed
 * when mail is configured and the account has an address, else answered to staff to hand over (it works either way).
 */
export function createAdminUsersService(deps: {
  db: Database;
  repo: AdminUsersRepository;
  links: AccountLinks;
  auth: Pick<AuthService, 'sessionsEnded'>;
  mailAvailable: boolean;
}) {
  const { db, repo } = deps;

  /** Runs `work` on the locked account (not the actor's own when `notSelf`) in one transaction. */
  async function onAccount<T>(
    actor: StaffActor,
    userId: string,
    notSelf: boolean,
    work: (trx: Kysely<DB>, user: UserColumns) => Promise<T>,
  ): Promise<T> {
    if (!isUuid(userId)) throw userNotFound();
    if (notSelf && userId === actor.id) throw new AppError('ADMIN_NOT_ON_SELF', 409);
    return db.transaction().execute(async (trx) => {
      const user = await repo.lock(trx, userId);
      if (!user) throw userNotFound();
      return work(trx, user);
    });
  }

  /** Issues a reset link in `trx`: mailed when possible, else answered for staff to hand over. */
  async function resetLink(trx: Kysely<DB>, user: UserColumns, actor: StaffActor): Promise<AdminResetLink> {
    const linksRepo = createAccountLinksRepository(trx);
    await linksRepo.retireAll(user.id, 'resetPassword');
    const link = await deps.links.issue(linksRepo, {
      userId: user.id,
      purpose: 'resetPassword',
      ip: actor.ip,
      locale: actor.locale,
    });
    if (deps.mailAvailable && user.email) {
      await linksRepo.enqueueLinkMail({
        userId: user.id,
        to: user.email,
        kind: 'passwordReset',
        params: { username: user.username, link, minutes: ACCOUNT_LINK_TTL_SECONDS.resetPassword / 60 },
      });
      return { mailed: true, link: null };
    }
    return { mailed: false, link };
  }

  const audit = (trx: Kysely<DB>, actor: StaffActor, action: string, userId: string, more: object = {}) =>
    writeAudit(trx, { actorId: actor.id, action, ip: actor.ip, detail: { userId, ...more } });

  return {
    async list(q: string | undefined, page: number, pageSize: number): Promise<AdminUserList> {
      const { rows, total } = await repo.page(q, pageSize, page * pageSize);
      return { list: rows.map(toUser), total };
    },

    async detail(userId: string): Promise<AdminUserDetail> {
      const user = isUuid(userId) ? await repo.find(userId) : undefined;
      if (!user) throw userNotFound();
      const related = await repo.related(userId);
      return {
        user: toUser(user),
        projects: named(related.projects),
        samples: named(related.samples),
        jobs: named(related.jobs),
        storage: { usedBytes: related.usedBytes, quotaBytes: Number(user.quota_bytes) },
        sessions: related.sessions,
      };
    },

    /** Locking ends every session at once (the session lookup also refuses locked accounts). */
    async setLocked(actor: StaffActor, userId: string, locked: boolean) {
      const endedSessions = await onAccount(actor, userId, true, async (trx, user) => {
        await repo.setLocked(trx, user.id, locked);
        const ended = locked ? await repo.endSessions(trx, user.id) : 0;
        await audit(trx, actor, locked ? 'account.lock' : 'account.unlock', user.id, { endedSessions: ended });
        return ended;
      });
      if (locked) deps.auth.sessionsEnded();
      return { ok: true as const, endedSessions };
    },

    async endSessions(actor: StaffActor, userId: string) {
      const endedSessions = await onAccount(actor, userId, true, async (trx, user) => {
        const ended = await repo.endSessions(trx, user.id);
        await audit(trx, actor, 'account.end-sessions', user.id, { endedSessions: ended });
        return ended;
      });
      deps.auth.sessionsEnded();
      return { ok: true as const, endedSessions };
    },

    resetPassword: (actor: StaffActor, userId: string): Promise<AdminResetLink> =>
      onAccount(actor, userId, true, async (trx, user) => {
        const answer = await resetLink(trx, user, actor);
        await audit(trx, actor, 'account.reset-link', user.id, { mailed: answer.mailed });
        return answer;
      }),

    /**
     * A new customer account with an unusable random password: the user sets their own through the reset link
     * (mailed or handed over), so staff never know it.
     */
    async create(actor: StaffActor, input: AdminCreateUser): Promise<AdminCreatedUser> {
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      return db.transaction().execute(async (trx) => {
        const username = input.username.trim();
        if (await repo.usernameTaken(trx, username)) throw new AppError('USERNAME_TAKEN', 409);
        if (input.email && (await emailTaken(trx, input.email))) throw new AppError('EMAIL_TAKEN', 409);
        const created = await repo.insertUser(trx, {
          username,
          password_hash: passwordHash,
          email: input.email ?? null,
          phone: null,
          real_name: input.realName || null,
          company: input.company || null,
          region: 'CN',
          store_tags: 'local',
          role: 'customer',
        });
        const answer = await resetLink(trx, created, actor);
        await audit(trx, actor, 'account.create', created.id, { username, mailed: answer.mailed });
        return { id: created.id, username, ...answer };
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
