import { sql, type Kysely } from 'kysely';

/*
 * Registration (issue 15 item 1): the fields of spec 001's registration entity that users had no column for
 * (areaCode, college, professional), and one account per phone number. "if not exists": the profile work adds
 * profile columns too, and either may land first.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column if not exists area_code text`.execute(db);
  await sql`alter table users add column if not exists college text`.execute(db);
  await sql`alter table users add column if not exists professional text`.execute(db);
  await sql`create unique index if not exists users_phone_idx on users (phone) where phone is not null`.execute(db);
  // Suggestions look names up by their start, in any case.
  await sql`create index if not exists users_company_idx on users (lower(company) text_pattern_ops)`.execute(db);
  await sql`create index if not exists users_college_idx on users (lower(college) text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_college_idx`.execute(db);
  await sql`drop index if exists users_company_idx`.execute(db);
  await sql`drop index if exists users_phone_idx`.execute(db);
  await sql`alter table users drop column if exists professional`.execute(db);
  await sql`alter table users drop column if exists college`.execute(db);
  await sql`alter table users drop column if exists area_code`.execute(db);
}
