import { sql, type Kysely } from 'kysely';

/*
 * E-mail on a compute job's end (issue 5 part 8).
 *
 * - users.notify_email: the user's opt-in; off unless they turn it on.
 * - mail_outbox: e-mails to send, written in the transaction of what they tell (a workflow's end), so one exists
 *   exactly when that committed; the mail loop (modules/mail) sends them after the commit and marks them, and after a
 *   restart finds the unsent ones again. The text is rendered when sending, from `kind` and `params`.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('notify_email', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed', 'skipped')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  // The loop's one query: the pending rows that are due, oldest first.
  await sql`create index mail_outbox_pending_idx on mail_outbox (next_attempt_at) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('notify_email').execute();
}
