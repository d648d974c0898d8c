import type { Kysely } from 'kysely';
import { isUuid, type SampleDraftRow, type SampleTemplate, type SampleType } from '@biocloud/contracts';
import type { DB } from '../../../db/schema';

/** A user's sample templates (getSampleTemplate, saveSampleTemplate, deleteSampleTemplate): all SQL. */
export function createSampleTemplatesRepository(db: Kysely<DB>) {
  const base = () =>
    db
      .selectFrom('sample_templates')
      .select([
        'id',
        'user_id',
        'name',
        'sample_type',
        'created_at',
        (eb) => eb.fn('jsonb_array_length', ['rows']).as('row_count'),
      ]);
  const toDto = (r: Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>): SampleTemplate => ({
    templateId: r.id,
    sampleTempleName: r.name,
    sampleType: r.sample_type,
    userId: r.user_id,
    rowCount: Number(r.row_count),
    createTime: r.created_at.toISOString(),
  });
  return {
    async list(userId: string): Promise<SampleTemplate[]> {
      const rows = await base().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
      return rows.map(toDto);
    },

    /** Saves under its name: a template of the same name is replaced (as "save as" does). */
    async save(
      userId: string,
      template: { name: string; sampleType: SampleType; rows: readonly SampleDraftRow[] },
    ): Promise<SampleTemplate> {
      const { id } = await db
        .insertInto('sample_templates')
        .values({
          user_id: userId,
          name: template.name,
          sample_type: template.sampleType,
          rows: JSON.stringify(template.rows),
        })
        .onConflict((oc) =>
          oc.constraint('sample_templates_name_key').doUpdateSet({
            sample_type: template.sampleType,
            rows: JSON.stringify(template.rows),
            created_at: new Date(),
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return toDto(await base().where('id', '=', id).executeTakeFirstOrThrow());
    },

    /** The rows of the user's template, or null for none of theirs (another's, or not an id). */
    async rows(userId: string, templateId: string): Promise<SampleDraftRow[] | null> {
      if (!isUuid(templateId)) return null;
      const row = await db
        .selectFrom('sample_templates')
        .select('rows')
        .where('id', '=', templateId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.rows ?? null;
    },

    async delete(userId: string, templateId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('sample_templates')
        .where('id', '=', templateId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
export type SampleTemplatesRepository = ReturnType<typeof createSampleTemplatesRepository>;
