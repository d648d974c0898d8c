import { sql, type Kysely } from 'kysely';

/* Who invited a user (the header's invite link): kept when the inviter's account goes. */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('invited_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await sql`create index users_invited_by_idx on users (invited_by) where invited_by is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('invited_by').execute();
}
