import { sql, type Kysely } from 'kysely';

/*
 * Sample messages link to their sample (walkthrough M1): new ones carry `sampleId` in their params; the ones written
 * before get it from their sample's number, which every sample message names.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE messages AS m
       SET params = m.params || jsonb_build_object('sampleId', s.id::text)
      FROM samples AS s
     WHERE (m.kind LIKE 'sampleStatus.%' OR m.kind = 'sampleReport')
       AND NOT (m.params ? 'sampleId')
       AND s.number = m.params->>'sampleNumber'
  `.execute(db);
}

export async function down(): Promise<void> {
  // The params keep the link: an older version ignores it.
}
