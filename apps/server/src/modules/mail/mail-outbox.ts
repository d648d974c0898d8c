import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/*
 * The outbox of notice e-mails. A row is written in the transaction of what it tells, so it exists exactly when that
 * committed; the mail loop (mail-loop.ts) sends it afterwards. Sending is at least once: a crash between the SMTP
 * answer and the row's update sends that one e-mail again after the restart, never none.
 */

export type MailParams = Record<string, string | number>;

/**
 * The params that are secrets (a code, a link carrying a token): kept only while the e-mail waits, removed from the row
 * as it leaves the outbox (sent, failed for good, skipped), so a copy of the table holds no usable one.
 */
export type SecretParams<P extends MailParams> = readonly (keyof P & string)[];

/** Leaving the outbox: the row's secret params go (jsonb minus the names). */
const withoutSecrets = sql<string>`params - secret_params`;

/**
 * An e-mail of `kind` (a key of messages.kinds) to the user if they have an address: a notice only if they opted in;
 * a `direct` e-mail (someone writing to them, as a project's "send e-mail") whatever their notice preference.
 * Answers whether one was queued.
 */
export async function enqueueNoticeMail(
  db: Kysely<DB>,
  userId: string,
  kind: string,
  params: MailParams,
  options: { direct?: boolean } = {},
): Promise<boolean> {
  const result = await db
    .insertInto('mail_outbox')
    .columns(['user_id', 'to_address', 'kind', 'params'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          'id',
          sql<string>`email`.as('to_address'),
          sql<string>`${kind}`.as('kind'),
          sql<string>`${JSON.stringify(params)}::jsonb`.as('params'),
        ])
        .where('id', '=', userId)
        .$if(!options.direct, (qb) => qb.where('notify_email', '=', true))
        .where(sql<boolean>`coalesce(trim(email), '') <> ''`),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * An e-mail of `kind` to an address that need not be an account's (a verification code before registration), sent
 * whatever any notice preference: the person asked for it.
 */
export async function enqueueAddressMail<P extends MailParams>(
  db: Kysely<DB>,
  to: string,
  kind: string,
  params: P,
  secret: SecretParams<P> = [],
): Promise<void> {
  await enqueueMailTo(db, { userId: null, to, kind, params, secret });
}

/** An e-mail to `to`, of an account (`userId`) or not yet; `secret` names the params removed once it is out. */
export async function enqueueMailTo<P extends MailParams>(
  db: Kysely<DB>,
  mail: { userId: string | null; to: string; kind: string; params: P; secret: SecretParams<P> },
): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      user_id: mail.userId,
      to_address: mail.to,
      kind: mail.kind,
      params: JSON.stringify(mail.params),
      secret_params: [...mail.secret],
    })
    .execute();
}

export interface OutboxMail {
  id: string;
  to_address: string;
  kind: string;
  params: MailParams;
  attempts: number;
}

/** Tries of one e-mail before it is given up as failed; the waits between them double from a minute. */
export const MAIL_MAX_ATTEMPTS = 5;
const FIRST_RETRY_SECONDS = 60;

export function createMailOutbox(db: Kysely<DB>) {
  return {
    /**
     * Hands the due e-mails to `send` one by one, each row locked meanwhile (SKIP LOCKED: instances share the work),
     * and records what came of each. Answers how many were sent.
     */
    drain(send: (mail: OutboxMail) => Promise<void>, limit = 20): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom('mail_outbox')
          .select(['id', 'to_address', 'kind', 'params', 'attempts'])
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .orderBy('next_attempt_at')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        let sent = 0;
        for (const mail of due) {
          try {
            await send(mail);
            await trx
              .updateTable('mail_outbox')
              .set({
                status: 'sent',
                sent_at: sql<Date>`now()`,
                attempts: mail.attempts + 1,
                last_error: null,
                params: withoutSecrets,
              })
              .where('id', '=', mail.id)
              .execute();
            sent += 1;
          } catch (err) {
            const attempts = mail.attempts + 1;
            const waitSeconds = FIRST_RETRY_SECONDS * 2 ** (attempts - 1);
            await trx
              .updateTable('mail_outbox')
              .set({
                attempts,
                last_error: err instanceof Error ? err.message : String(err),
                ...(attempts >= MAIL_MAX_ATTEMPTS
                  ? { status: 'failed' as const, params: withoutSecrets }
                  : { next_attempt_at: sql<Date>`now() + make_interval(secs => ${waitSeconds})` }),
              })
              .where('id', '=', mail.id)
              .execute();
          }
        }
        return sent;
      });
    },

    /** Without an SMTP server the e-mails are dropped, so none pile up to flood out once one is configured. */
    async skipPending(): Promise<number> {
      const result = await db
        .updateTable('mail_outbox')
        .set({ status: 'skipped', params: withoutSecrets })
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
