import { sql, type Kysely } from 'kysely';

/*
 * Where a customer wants samples sent back after sequencing (returnSampleAddressEmail, issue 17 item 4): each given
 * address is kept with the sample numbers it concerns, and an e-mail tells the lab.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sample_return_addresses')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('sample_ids', sql`uuid[]`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sample_return_addresses_user_idx')
    .on('sample_return_addresses')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sample_return_addresses').ifExists().execute();
}
