import { sql, type Kysely } from 'kysely';

/*
 * What travels with a sample besides its sheet (issue 17 items 3-6): the customer's sample templates, the PDF
 * documents of a sample (test reports staff upload, the signed information sheet the customer uploads back; bytes
 * in files under VAR_DIR named by the row id) and the bookings of a pickup or a sequencing slot.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sample_templates')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sample_type', 'text', (c) => c.notNull())
    // The sheet's rows kept as a starting point (SampleDetailRow[]).
    .addColumn('rows', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('sample_templates_name_key', ['user_id', 'name'])
    .execute();

  await db.schema
    .createTable('sample_documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('sample_id', 'uuid', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('report', 'signedSheet')`))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sample_documents_sample_idx')
    .on('sample_documents')
    .columns(['sample_id', 'kind', 'created_at'])
    .execute();

  await db.schema
    .createTable('sample_bookings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('sample_id', 'uuid', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('pickup', 'slot')`))
    .addColumn('booking_date', 'date', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('sample_count', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('booked')
        .check(sql`status in ('booked', 'cancelled')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sample_bookings_sample_idx').on('sample_bookings').columns(['sample_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sample_bookings').ifExists().execute();
  await db.schema.dropTable('sample_documents').ifExists().execute();
  await db.schema.dropTable('sample_templates').ifExists().execute();
}
