import { sql, type Kysely } from 'kysely';

/*
 * The staff console (issue 32). The audit log is filtered by actor, resource (the action's first segment, e.g.
 * `account` of `account.locked`) and action, newest first, so each filter has an index ending in (at, id); it becomes
 * append-only (a trigger refuses UPDATE and DELETE). Users are searched by a part of their name, e-mail, phone or
 * company through one trigram index over those fields (pg_trgm: 20261204T0001_file_name_search.ts).
 */

const USER_SEARCH_EXPRESSION = sql`lower(username || ' ' || coalesce(real_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(company, ''))`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table audit_log add column resource text generated always as (split_part(action, '.', 1)) stored`.execute(
    db,
  );
  await sql`create index audit_log_at_idx on audit_log (at desc, id desc)`.execute(db);
  await sql`create index audit_log_user_at_idx on audit_log (user_id, at desc, id desc)`.execute(db);
  await sql`create index audit_log_resource_at_idx on audit_log (resource, at desc, id desc)`.execute(db);
  await sql`create index audit_log_action_at_idx on audit_log (action, at desc, id desc)`.execute(db);
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end $$`.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index users_search_trgm_idx on users using gin ((${USER_SEARCH_EXPRESSION}) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index users_created_idx on users (created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_created_idx`.execute(db);
  await sql`drop index users_search_trgm_idx`.execute(db);
  await sql`drop trigger audit_log_append_only on audit_log`.execute(db);
  await sql`drop function audit_log_append_only()`.execute(db);
  for (const name of [
    'audit_log_at_idx',
    'audit_log_user_at_idx',
    'audit_log_resource_at_idx',
    'audit_log_action_at_idx',
  ]) {
    await sql`drop index ${sql.raw(name)}`.execute(db);
  }
  await sql`alter table audit_log drop column resource`.execute(db);
}
