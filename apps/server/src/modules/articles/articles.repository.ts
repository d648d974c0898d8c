import { sql, type Kysely } from 'kysely';
import type { ArticleKey, Locale } from '@biocloud/contracts';
import type { DB } from '../../db/schema';

export interface ArticleFields {
  locale: Locale;
  key: ArticleKey;
  title: string;
  summary: string;
  /** Sanitized HTML. */
  body: string;
  sampleInfo: string;
}

const SUMMARY = ['id', 'key', 'title', 'summary', 'updated_at'] as const;

const columns = (a: ArticleFields) => ({
  locale: a.locale,
  key: a.key,
  title: a.title,
  summary: a.summary,
  body: a.body,
  sample_info: a.sampleInfo,
});

export function createArticlesRepository(db: Kysely<DB>) {
  return {
    /** Articles and interpretations of a locale per key, counted in one statement. */
    async counts(locale: Locale) {
      const rows = await sql<{ key: ArticleKey; articles: number; interpretations: number }>`
        select key, sum(a)::int as articles, sum(i)::int as interpretations from (
          select key, 1 as a, 0 as i from articles where locale = ${locale}
          union all
          select parent_type, 0, 1 from interpretations where locale = ${locale}
        ) t group by key`.execute(db);
      return rows.rows;
    },

    /** One page of a locale's articles (of one key, or all), newest first, with the count of them all. */
    async page(locale: Locale, key: ArticleKey | undefined, offset: number, limit: number) {
      let query = db.selectFrom('articles').where('locale', '=', locale);
      if (key) query = query.where('key', '=', key);
      const [rows, total] = await Promise.all([
        query.select(SUMMARY).orderBy('created_at', 'desc').orderBy('id').offset(offset).limit(limit).execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    find(id: string) {
      return db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(article: ArticleFields, createdBy: string | null): Promise<string> {
      const row = await db
        .insertInto('articles')
        .values({ ...columns(article), created_by: createdBy })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: string, article: ArticleFields): Promise<boolean> {
      const result = await db
        .updateTable('articles')
        .set({ ...columns(article), updated_at: sql`now()` })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('articles').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
