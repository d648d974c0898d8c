import { sql, type Kysely } from 'kysely';
import type { ArticleKey, InterpretationType, Locale } from '@biocloud/contracts';
import type { DB } from '../../db/schema';

/** What a writer sets (sections already sanitized). */
export interface InterpretationFields {
  title: string;
  englishTitle: string;
  pmid: string;
  magazineName: string;
  impactFactor: number | null;
  parentType: ArticleKey;
  type: InterpretationType;
  background: string;
  objective: string;
  material: string;
  technology: string;
  experimental: string;
  innovation: string;
}

const columns = (f: InterpretationFields) => ({
  title: f.title,
  english_title: f.englishTitle,
  pmid: f.pmid,
  magazine_name: f.magazineName,
  impact_factor: f.impactFactor,
  parent_type: f.parentType,
  type: f.type,
  background: f.background,
  objective: f.objective,
  material: f.material,
  technology: f.technology,
  experimental: f.experimental,
  innovation: f.innovation,
});

const SUMMARY = [
  'i.id',
  'i.pmid',
  'i.title',
  'i.english_title',
  'i.magazine_name',
  'i.impact_factor',
  'i.parent_type',
  'i.type',
  'i.created_at',
] as const;

/** The reads and writes of interpretations, on the database or inside a transaction. */
function interpretationRows(db: Kysely<DB>) {
  // The writer's name as lists show it: the real name, else the username; none once the account is gone.
  const base = () =>
    db
      .selectFrom('interpretations as i')
      .leftJoin('users as u', 'u.id', 'i.author_id')
      .select(sql<string>`coalesce(nullif(u.real_name, ''), u.username, '')`.as('author_name'));

  return {
    /** One page of a locale's interpretations of a parent type, newest first, with the count of them all. */
    async page(locale: Locale, parentType: ArticleKey, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        base()
          .select(SUMMARY)
          .where('i.locale', '=', locale)
          .where('i.parent_type', '=', parentType)
          .orderBy('i.created_at', 'desc')
          .orderBy('i.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('interpretations')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('locale', '=', locale)
          .where('parent_type', '=', parentType)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    find(id: string) {
      return base().selectAll('i').where('i.id', '=', id).executeTakeFirst();
    },

    /** The author's interpretation of a paper in a locale, other than `exceptId`: one per PMID and author. */
    async ownOf(locale: Locale, pmid: string, authorId: string, exceptId?: string): Promise<string | undefined> {
      let query = db
        .selectFrom('interpretations')
        .select('id')
        .where('locale', '=', locale)
        .where('pmid', '=', pmid)
        .where('author_id', '=', authorId);
      if (exceptId) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst())?.id;
    },

    async insert(locale: Locale, fields: InterpretationFields, authorId: string | null): Promise<string> {
      const row = await db
        .insertInto('interpretations')
        .values({ locale, ...columns(fields), author_id: authorId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Replaces the fields of a row the writer may change (their own; any, for staff): false when there is none. */
    async update(id: string, fields: InterpretationFields, writer: { id: string; isStaff: boolean }): Promise<boolean> {
      let query = db
        .updateTable('interpretations')
        .set({ ...columns(fields), updated_at: sql`now()` })
        .where('id', '=', id);
      if (!writer.isStaff) query = query.where('author_id', '=', writer.id);
      const result = await query.executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(id: string, writer: { id: string; isStaff: boolean }): Promise<boolean> {
      let query = db.deleteFrom('interpretations').where('id', '=', id);
      if (!writer.isStaff) query = query.where('author_id', '=', writer.id);
      const result = await query.executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type InterpretationRows = ReturnType<typeof interpretationRows>;

export function createInterpretationsRepository(db: Kysely<DB>) {
  return {
    ...interpretationRows(db),
    /**
     * Runs `work` on a repository inside a transaction that holds the author's lock on a paper: two writes of one
     * PMID by one author at once are serialized, so the one-per-author check cannot pass for both.
     */
    lockedForPaper<T>(
      locale: Locale,
      pmid: string,
      authorId: string,
      work: (rows: InterpretationRows) => Promise<T>,
    ): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`interpretation:${locale}:${pmid}:${authorId}`}))`.execute(
          trx,
        );
        return work(interpretationRows(trx));
      });
    },
  };
}

export type InterpretationsRepository = ReturnType<typeof createInterpretationsRepository>;
