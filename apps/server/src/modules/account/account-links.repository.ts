import { sql, type Kysely } from 'kysely';
import type { AccountLinkPurpose } from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import { createAuthRepository } from '../auth/auth.repository';
import { enqueueMailTo, type MailParams } from '../mail/mail-outbox';
import { hasEmail } from '../users/user-email';

/** The rows behind the e-mailed account links, and the account writes they allow. */
export function createAccountLinksRepository(db: Kysely<DB>) {
  return {
    /** An address belongs to one account at most (users_email_idx on lower(email)). */
    findUserByEmail(email: string) {
      return db
        .selectFrom('users')
        .select(['id', 'username', 'email', 'locked'])
        .where(hasEmail(email))
        .executeTakeFirst();
    },

    findUser(userId: string) {
      return db
        .selectFrom('users')
        .select(['id', 'username', 'email', 'email_checked', 'locked', 'password_hash'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** Phones are stored as the code went to them (registrationPhone) and belong to one account at most. */
    findUserByPhone(phone: string) {
      return db.selectFrom('users').select(['id', 'username', 'locked']).where('phone', '=', phone).executeTakeFirst();
    },

    async phoneTakenByOther(phone: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', phone)
        .where('id', '<>', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async setPhone(userId: string, phone: string, areaCode: string): Promise<void> {
      await db.updateTable('users').set({ phone, area_code: areaCode }).where('id', '=', userId).execute();
    },

    /** Links of the account and purpose sent within the last `seconds`. */
    async countRecent(userId: string, purpose: AccountLinkPurpose, seconds: number): Promise<number> {
      const row = await db
        .selectFrom('account_links')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async create(link: {
      userId: string;
      purpose: AccountLinkPurpose;
      newEmail?: string;
      expiresAt: Date;
      ip: string | null;
    }): Promise<string> {
      const row = await db
        .insertInto('account_links')
        .values({
          user_id: link.userId,
          purpose: link.purpose,
          new_email: link.newEmail ?? null,
          expires_at: link.expiresAt,
          ip: link.ip,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    find(linkId: string) {
      return db.selectFrom('account_links').selectAll().where('id', '=', linkId).executeTakeFirst();
    },

    /** Marks the link used if it still works; false when another request used it first (the row lock decides). */
    async consume(linkId: string): Promise<boolean> {
      const res = await db
        .updateTable('account_links')
        .set({ used_at: sql<Date>`now()` })
        .where('id', '=', linkId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return res.numUpdatedRows > 0n;
    },

    /** The other unused links of the account and purpose stop working too (one change per batch of e-mails). */
    async retireAll(userId: string, purpose: AccountLinkPurpose): Promise<void> {
      await db
        .updateTable('account_links')
        .set({ used_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },

    /** Whether another account than `userId` has the address (users_email_idx keeps it to one). */
    async emailTakenByOther(email: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where(hasEmail(email))
        .where('id', '<>', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async setCheckedEmail(userId: string, email: string): Promise<void> {
      await db.updateTable('users').set({ email, email_checked: true }).where('id', '=', userId).execute();
    },

    /**
     * An e-mail carrying the account link `params.link` to `to` (which need not be the account's address yet: an
     * e-mail change confirms a new one); the link, a token, leaves the outbox row once the e-mail is out.
     */
    async enqueueLinkMail(mail: { userId: string; to: string; kind: string; params: MailParams & { link: string } }) {
      await enqueueMailTo(db, { ...mail, secret: ['link'] });
    },
  };
}

export type AccountLinksRepository = ReturnType<typeof createAccountLinksRepository>;

/** The repositories an account change writes through, all on one transaction. */
export function accountReposOn(db: Kysely<DB>) {
  return { links: createAccountLinksRepository(db), auth: createAuthRepository(db) };
}
export type AccountRepos = ReturnType<typeof accountReposOn>;
export type TransactAccount = <T>(work: (repos: AccountRepos) => Promise<T>) => Promise<T>;

export function transactAccount(db: Kysely<DB>): TransactAccount {
  return (work) => db.transaction().execute((trx) => work(accountReposOn(trx)));
}
