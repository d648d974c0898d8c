import { sql, type Kysely } from 'kysely';
import type { HelpCategory, Locale } from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import { indexText } from './segment';

/** The text search configuration of each locale's index: zh comes segmented already (segment.ts). */
const CONFIG: Record<Locale, string> = { zh: 'simple', en: 'english' };
const config = (locale: Locale) => sql.raw(`'${CONFIG[locale]}'::regconfig`);

export interface HelpPageFields {
  locale: Locale;
  category: HelpCategory;
  title: string;
  /** Sanitized HTML, and its words without markup. */
  body: string;
  bodyText: string;
}

/** The title weighs most (A), the body less (B): ts_rank_cd ranks a page whose title matches first. */
function searchVector(page: HelpPageFields) {
  const cfg = config(page.locale);
  return sql<string>`setweight(to_tsvector(${cfg}, ${indexText(page.locale, page.title)}), 'A')
    || setweight(to_tsvector(${cfg}, ${indexText(page.locale, page.bodyText)}), 'B')`;
}

const SUMMARY = ['id', 'category', 'title', 'updated_at'] as const;

export function createHelpPagesRepository(db: Kysely<DB>) {
  return {
    list(locale: Locale) {
      return db
        .selectFrom('help_pages')
        .select(SUMMARY)
        .where('locale', '=', locale)
        .orderBy('category')
        .orderBy('position')
        .orderBy('created_at')
        .execute();
    },

    find(id: string) {
      return db.selectFrom('help_pages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(page: HelpPageFields, createdBy: string | null, position = 0): Promise<string> {
      const row = await db
        .insertInto('help_pages')
        .values({
          locale: page.locale,
          category: page.category,
          title: page.title,
          body: page.body,
          body_text: page.bodyText,
          position,
          search: searchVector(page),
          created_by: createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: string, page: HelpPageFields): Promise<boolean> {
      const result = await db
        .updateTable('help_pages')
        .set({
          locale: page.locale,
          category: page.category,
          title: page.title,
          body: page.body,
          body_text: page.bodyText,
          search: searchVector(page),
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('help_pages').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Pages of a locale matching the words, best first: all of them when some page has all, else any of them.
     * One statement either way (the "any" query only runs over pages when no page has all the words).
     */
    search(locale: Locale, words: readonly string[], limit: number) {
      const cfg = config(locale);
      const all = words.join(' & ');
      const any = words.join(' | ');
      return sql<{ id: string; category: HelpCategory; title: string; body_text: string; updated_at: Date }>`
        with q as (
          select case when exists (
            select 1 from help_pages where locale = ${locale} and search @@ to_tsquery(${cfg}, ${all})
          ) then to_tsquery(${cfg}, ${all}) else to_tsquery(${cfg}, ${any}) end as query
        )
        select p.id, p.category, p.title, p.body_text, p.updated_at
        from help_pages p, q
        where p.locale = ${locale} and p.search @@ q.query
        order by ts_rank_cd(p.search, q.query, 1) desc, p.position, p.created_at
        limit ${limit}`
        .execute(db)
        .then((r) => r.rows);
    },
  };
}

export type HelpPagesRepository = ReturnType<typeof createHelpPagesRepository>;
