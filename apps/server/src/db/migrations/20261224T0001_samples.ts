import { sql, type Kysely } from 'kysely';

/*
 * Samples (issue 17): what a customer sends for sequencing. A sample row carries its status (the state machine of
 * contracts/samples/sample-status.ts: the check below lists its values and must follow it), the courier fields of
 * the send dialog and the project staff link it to. Every move is a sample_events row (who, when, from, to). The
 * information sheet is one row per sample with its detail rows (one per tube) beside it.
 */

const STATUSES = ['draft', 'submitted', 'sent', 'received', 'testing', 'reported', 'returned', 'cancelled'];
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence sample_number_seq`.execute(db);
  await db.schema
    .createTable('samples')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // informationSingleNumber: what the customer writes on the parcel and staff search for.
    .addColumn('number', 'text', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`'SP' || lpad(nextval('sample_number_seq')::text, 8, '0')`),
    )
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sample_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in (${list(STATUSES)})`),
    )
    .addColumn('courier_number', 'text')
    .addColumn('logistics_company', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('project_id', 'uuid', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The customer's list (newest first) and the staff list (all customers, newest first, by status).
  await sql`create index samples_owner_created_idx on samples (owner_id, created_at desc, id desc)`.execute(db);
  await sql`create index samples_created_idx on samples (created_at desc, id desc)`.execute(db);
  await sql`create index samples_status_created_idx on samples (status, created_at desc)`.execute(db);
  await sql`create index samples_project_idx on samples (project_id) where project_id is not null`.execute(db);

  await db.schema
    .createTable('sample_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('sample_id', 'uuid', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    // Null for the creation event.
    .addColumn('from_status', 'text', (c) => c.check(sql`from_status in (${list(STATUSES)})`))
    .addColumn('to_status', 'text', (c) => c.notNull().check(sql`to_status in (${list(STATUSES)})`))
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // Kept as written: the timeline still says who acted after the account is gone.
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull().check(sql`actor_role in ('customer', 'staff')`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sample_events_sample_idx').on('sample_events').columns(['sample_id', 'id']).execute();

  await db.schema
    .createTable('sample_sheets')
    .addColumn('sample_id', 'uuid', (c) => c.primaryKey().references('samples.id').onDelete('cascade'))
    .addColumn('contract_information', 'jsonb')
    .addColumn('overview', 'jsonb')
    .addColumn('is_download', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_analysis_plan', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('batch_num', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('po_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rtn_sample', 'text', (c) => c.notNull().defaultTo('code_1'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sample_rows')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('sample_id', 'uuid', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sample_name', 'text', (c) => c.notNull())
    .addColumn('tube_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('species', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tissue', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('concentration', 'double precision')
    .addColumn('volume', 'double precision')
    .addColumn('od260280', 'double precision')
    .addColumn('od260230', 'double precision')
    .addColumn('rin', 'double precision')
    .addColumn('construction_type', 'text', (c) => c.notNull())
    .addColumn('data_size', 'double precision')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('sample_rows_position_key', ['sample_id', 'position'])
    .execute();
  // Names are unique per sheet whatever their case (the contracts' rule says SAMPLE_NAME_DUPLICATE first).
  await sql`create unique index sample_rows_name_key on sample_rows (sample_id, lower(sample_name))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sample_rows').ifExists().execute();
  await db.schema.dropTable('sample_sheets').ifExists().execute();
  await db.schema.dropTable('sample_events').ifExists().execute();
  await db.schema.dropTable('samples').ifExists().execute();
  await sql`drop sequence if exists sample_number_seq`.execute(db);
}
