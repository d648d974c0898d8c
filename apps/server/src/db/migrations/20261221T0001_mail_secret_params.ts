import { sql, type Kysely } from 'kysely';

/*
 * Secrets of queued e-mails (issue 15): a verification code or a link's token stays in mail_outbox.params only until
 * the e-mail leaves the outbox (sent, failed for good or skipped); a copy of the table then holds no usable secret.
 *
 * - mail_outbox.secret_params: the names of the params the outbox removes then; the enqueuer names them.
 *
 * The rows already out of the outbox lose the secrets of the kinds that had some when this was written.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('secret_params', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  await sql`
    update mail_outbox set params = params - 'code' - 'link'
    where status <> 'pending' and kind in ('verificationCode', 'passwordReset', 'emailChange', 'emailVerify')
  `.execute(db);
  await sql`
    update mail_outbox set secret_params = '{code}'::text[] where status = 'pending' and kind = 'verificationCode'
  `.execute(db);
  await sql`
    update mail_outbox set secret_params = '{link}'::text[]
    where status = 'pending' and kind in ('passwordReset', 'emailChange', 'emailVerify')
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('secret_params').execute();
}
