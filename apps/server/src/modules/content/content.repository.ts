import type { Locale, TextTree } from '@biocloud/contracts';
import type { Database } from '../../db/database';

export function createContentRepository(db: Database) {
  return {
    async texts(locale: Locale, namespaces?: string[]): Promise<Record<string, TextTree>> {
      let query = db.selectFrom('texts').select(['namespace', 'body']).where('locale', '=', locale);
      if (namespaces) query = query.where('namespace', 'in', namespaces);
      const rows = await query.execute();
      return Object.fromEntries(rows.map((r) => [r.namespace, r.body as TextTree]));
    },

    /** One namespace's stored texts, and what the last start seeded into it (undefined for older rows). */
    async textsOf(locale: Locale, namespace: string): Promise<{ body: TextTree; seeded?: TextTree } | undefined> {
      const row = await db
        .selectFrom('texts')
        .select(['body', 'seeded'])
        .where('locale', '=', locale)
        .where('namespace', '=', namespace)
        .executeTakeFirst();
      return row && { body: row.body as TextTree, seeded: (row.seeded ?? undefined) as TextTree | undefined };
    },

    /** Writes a namespace's texts, remembering the files' values (`seeded`) to tell later edits from them. */
    async upsertTexts(locale: Locale, namespace: string, texts: { body: TextTree; seeded: TextTree }, version: string) {
      const values = { body: JSON.stringify(texts.body), seeded: JSON.stringify(texts.seeded), version };
      await db
        .insertInto('texts')
        .values({ locale, namespace, ...values })
        .onConflict((oc) => oc.columns(['locale', 'namespace']).doUpdateSet(values))
        .execute();
    },

    async instanceConfig(): Promise<Record<string, unknown> | undefined> {
      const row = await db.selectFrom('instance_config').select('body').where('id', '=', 1).executeTakeFirst();
      return row?.body;
    },

    async saveInstanceConfig(body: object): Promise<void> {
      const json = JSON.stringify(body);
      await db
        .insertInto('instance_config')
        .values({ id: 1, body: json })
        .onConflict((oc) => oc.column('id').doUpdateSet({ body: json }))
        .execute();
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
