import { randomBytes } from 'node:crypto';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordRuleBroken,
  USER_ROLES,
  type UserRole,
} from '@biocloud/contracts';
import type { Database } from '../../../db/database';
import { hashPassword } from '../../auth/password';
import { createOperatorAccountsRepository } from './operator-accounts.repository';

/** A refusal the command prints as is (to the operator, in English like every operator output). */
export class OperatorError extends Error {}

export interface NewAccount {
  username: string;
  password?: string;
  email?: string;
  phone?: string;
  realName?: string;
  role?: UserRole;
}

/** What a command did, with the password when it set one (shown once: only the hash is kept). */
export interface OperatorResult {
  userId: string;
  username: string;
  password?: string;
  /** Password given by the operator (false: made up here). */
  passwordGiven?: boolean;
  endedSessions?: number;
}

/** 16 characters of base64url (96 random bits), drawn again in the rare case it lacks a letter or a digit. */
function newPassword(): string {
  for (;;) {
    const password = randomBytes(12).toString('base64url');
    if (!passwordRuleBroken(password)) return password;
  }
}

/** The app's one password rule (contracts), so an operator cannot set what a user could not. */
function checkedPassword(password: string | undefined): { password: string; given: boolean } {
  if (password === undefined) return { password: newPassword(), given: false };
  const broken = passwordRuleBroken(password);
  if (broken) {
    throw new OperatorError(
      `the password breaks the rule ${broken}: ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, with a letter and a digit at least`,
    );
  }
  return { password, given: true };
}

/**
 * Account management for operators (`npm run user`): the same rows, password hashing (argon2id) and sessions as the
 * app, each change in one transaction with its audit row. Locking and a new password end every session of the account
 * at once (the session lookup also refuses locked accounts, so a session cached by a running instance ends within
 * its cache time).
 */
export function createOperatorAccounts(db: Database) {
  const existing = async (repo: ReturnType<typeof createOperatorAccountsRepository>, username: string) => {
    const user = await repo.findByUsername(username);
    if (!user) throw new OperatorError(`no user named "${username}"`);
    return user;
  };

  const setLocked = (username: string, locked: boolean) =>
    db.transaction().execute(async (trx) => {
      const repo = createOperatorAccountsRepository(trx);
      const user = await existing(repo, username);
      await repo.setLocked(user.id, locked);
      const endedSessions = locked ? await repo.endSessions(user.id) : 0;
      await repo.audit(user.id, locked ? 'account.locked' : 'account.unlocked');
      return { userId: user.id, username, endedSessions } satisfies OperatorResult;
    });

  return {
    async create(input: NewAccount): Promise<OperatorResult> {
      const username = input.username.trim();
      if (!/^[\w.@-]{2,64}$/.test(username)) {
        throw new OperatorError('a username is 2 to 64 letters, digits, or the characters _ . @ -');
      }
      if (input.role !== undefined && !USER_ROLES.includes(input.role)) {
        throw new OperatorError(`the role is one of ${USER_ROLES.join(', ')}`);
      }
      const { password, given } = checkedPassword(input.password);
      const passwordHash = await hashPassword(password);
      return db.transaction().execute(async (trx) => {
        const repo = createOperatorAccountsRepository(trx);
        if (await repo.findByUsername(username)) throw new OperatorError(`the user "${username}" exists already`);
        if (input.email && (await repo.emailTaken(input.email))) {
          throw new OperatorError(`the e-mail address "${input.email}" belongs to another user`);
        }
        const userId = await repo.insertUser({
          username,
          password_hash: passwordHash,
          email: input.email ?? null,
          phone: input.phone ?? null,
          real_name: input.realName ?? null,
          company: null,
          region: 'CN',
          store_tags: 'local',
          role: input.role ?? 'customer',
        });
        await repo.audit(userId, 'account.created', { role: input.role ?? 'customer' });
        return { userId, username, password, passwordGiven: given };
      });
    },

    lock: (username: string) => setLocked(username, true),
    unlock: (username: string) => setLocked(username, false),

    async resetPassword(username: string, newPasswordInput?: string): Promise<OperatorResult> {
      const { password, given } = checkedPassword(newPasswordInput);
      const passwordHash = await hashPassword(password);
      return db.transaction().execute(async (trx) => {
        const repo = createOperatorAccountsRepository(trx);
        const user = await existing(repo, username);
        await repo.setPasswordHash(user.id, passwordHash);
        const endedSessions = await repo.endSessions(user.id);
        await repo.audit(user.id, 'account.password-reset');
        return { userId: user.id, username, password, passwordGiven: given, endedSessions };
      });
    },
  };
}

export type OperatorAccounts = ReturnType<typeof createOperatorAccounts>;
