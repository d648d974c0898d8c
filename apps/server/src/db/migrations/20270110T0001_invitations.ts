import { sql, type Kysely } from 'kysely';

/*
 * Invitation links (issue 27 item 1): made by staff or by a customer, single use, expiring, optionally bound to one
 * address. The token is signed from the row's id (modules/account/invitations/invitation-token.ts), so nothing secret
 * is stored and the link can be shown again. The state is derived: revoked, used, expired (expires_at passed), open.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('used_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('mailed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('invitations_created_at_idx')
    .on('invitations')
    .columns(['created_at desc', 'id'])
    .execute();
  // A customer's open invitations, counted against their cap at each new one.
  await sql`create index invitations_open_by_creator_idx on invitations (created_by)
    where used_at is null and revoked_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
}
