import { sql, type Kysely } from 'kysely';

/*
 * Verification codes (issue 15 item 2).
 *
 * - verification_codes: one row per code sent; only an HMAC of the code is kept. The rows are also the record the
 *   send limits count (per target an hour and a day, per client address), so they are kept for a day at least.
 * - captcha_uses: the proof-of-work challenges already spent, until they expire, so each is used once.
 * - mail_outbox.user_id becomes optional: a code goes to an address no account has yet (registration).
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('client_ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .execute();
  // The limits count a target's rows and an address's rows of the last day; verify reads a target's latest row.
  await sql`create index verification_codes_target_idx on verification_codes (channel, target, created_at desc)`.execute(
    db,
  );
  await sql`create index verification_codes_ip_idx on verification_codes (client_ip, created_at desc)`.execute(db);

  await db.schema
    .createTable('captcha_uses')
    .addColumn('challenge_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('mail_outbox')
    .alterColumn('user_id', (c) => c.dropNotNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('mail_outbox').where('user_id', 'is', null).execute();
  await db.schema
    .alterTable('mail_outbox')
    .alterColumn('user_id', (c) => c.setNotNull())
    .execute();
  await db.schema.dropTable('captcha_uses').ifExists().execute();
  await db.schema.dropTable('verification_codes').ifExists().execute();
}
