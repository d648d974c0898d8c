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

    async textsOf(locale: Locale, namespace: string): Promise<TextTree | undefined> {
      const row = await db
        .selectFrom('texts')
        .select('body')
        .where('locale', '=', locale)
        .where('namespace', '=', namespace)
        .executeTakeFirst();
      return row?.body as TextTree | undefined;
    },

    async upsertTexts(locale: Locale, namespace: string, body: TextTree, version: string): Promise<void> {
      await db
        .insertInto('texts')
        .values({ locale, namespace, body: JSON.stringify(body), version })
        .onConflict((oc) => oc.columns(['locale', 'namespace']).doUpdateSet({ body: JSON.stringify(body), version }))
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
