import {
  ARTICLE_PAGE_SIZE,
  isUuid,
  type ArticleKey,
  type Interpretation,
  type InterpretationList,
  type InterpretationSummary,
  type InterpretationType,
  type InterpretationWrite,
  type Locale,
} from '@biocloud/contracts';
import { AppError, notFound } from '../../http/app-error';
import { sanitizeRichText } from '../help/rich-text';
import type { InterpretationFields, InterpretationRows, InterpretationsRepository } from './interpretations.repository';
import type { Writer } from './writer';

interface SummaryRow {
  id: string;
  pmid: string;
  title: string;
  english_title: string;
  magazine_name: string;
  impact_factor: number | null;
  parent_type: ArticleKey;
  type: InterpretationType;
  author_name: string;
  created_at: Date;
}

export const interpretationSummary = (row: SummaryRow): InterpretationSummary => ({
  id: row.id,
  pmid: row.pmid,
  title: row.title,
  englishTitle: row.english_title,
  magazineName: row.magazine_name,
  impactFactor: row.impact_factor,
  parentType: row.parent_type,
  type: row.type,
  authorName: row.author_name,
  createTime: row.created_at.toISOString(),
});

export function interpretationFields(input: InterpretationWrite): InterpretationFields {
  return {
    title: input.title.trim(),
    englishTitle: input.englishTitle,
    pmid: input.pmid,
    magazineName: input.magazineName,
    impactFactor: input.impactFactor,
    parentType: input.parentType,
    type: input.type,
    background: sanitizeRichText(input.background),
    objective: sanitizeRichText(input.objective),
    material: sanitizeRichText(input.material),
    technology: sanitizeRichText(input.technology),
    experimental: sanitizeRichText(input.experimental),
    innovation: sanitizeRichText(input.innovation),
  };
}

/**
 * Literature interpretations (spec 001 §1: users read them and edit interpretations): everyone logged in reads them
 * all; a user writes their own and changes only those (staff change any). Changing another's answers
 * INTERPRETATION_NOT_FOUND, as a missing one does, so ids of others' rows tell nothing more than reading does.
 */
export function createInterpretationsService(deps: { repo: InterpretationsRepository }) {
  const { repo } = deps;
  const interpretationNotFound = () => notFound('INTERPRETATION_NOT_FOUND');
  /**
   * One interpretation per PMID and author (walkthrough L9): a second is refused with the id of the first, which the
   * error names (details.id). Interpretations are published at once; staff edit or remove any (docs: the decision).
   */
  async function refuseSecond(
    locked: InterpretationRows,
    locale: Locale,
    pmid: string,
    authorId: string,
    exceptId?: string,
  ) {
    const first = await locked.ownOf(locale, pmid, authorId, exceptId);
    if (first) throw new AppError('INTERPRETATION_EXISTS', 409, { id: first });
  }

  return {
    async list(locale: Locale, key: ArticleKey, pageNow: number): Promise<InterpretationList> {
      const { rows, total } = await repo.page(locale, key, pageNow * ARTICLE_PAGE_SIZE, ARTICLE_PAGE_SIZE);
      return { list: rows.map(interpretationSummary), total };
    },

    async detail(reader: Writer, id: string): Promise<Interpretation> {
      const row = isUuid(id) ? await repo.find(id) : undefined;
      if (!row) throw interpretationNotFound();
      return {
        ...interpretationSummary(row),
        locale: row.locale,
        background: row.background,
        objective: row.objective,
        material: row.material,
        technology: row.technology,
        experimental: row.experimental,
        innovation: row.innovation,
        updateTime: row.updated_at.toISOString(),
        canEdit: reader.isStaff || row.author_id === reader.id,
      };
    },

    /** The fields as create or update would store them (sections sanitized), for the form's preview. */
    preview(input: InterpretationWrite): InterpretationFields {
      return interpretationFields(input);
    },

    async create(writer: Writer, input: InterpretationWrite): Promise<{ id: string }> {
      const fields = interpretationFields(input);
      return repo.lockedForPaper(input.locale, fields.pmid, writer.id, async (locked) => {
        await refuseSecond(locked, input.locale, fields.pmid, writer.id);
        return { id: await locked.insert(input.locale, fields, writer.id) };
      });
    },

    async update(writer: Writer, id: string, input: InterpretationWrite): Promise<{ id: string }> {
      const row = isUuid(id) ? await repo.find(id) : undefined;
      if (!row || (!writer.isStaff && row.author_id !== writer.id)) throw interpretationNotFound();
      const fields = interpretationFields(input);
      const write = async (locked: InterpretationRows) => {
        if (!(await locked.update(id, fields, writer))) throw interpretationNotFound();
        return { id };
      };
      // The row's author may not hold two of one paper, whoever edits it.
      const authorId = row.author_id;
      if (!authorId) return write(repo);
      return repo.lockedForPaper(input.locale, fields.pmid, authorId, async (locked) => {
        await refuseSecond(locked, input.locale, fields.pmid, authorId, id);
        return write(locked);
      });
    },

    async remove(writer: Writer, id: string): Promise<{ id: string }> {
      if (!isUuid(id) || !(await repo.remove(id, writer))) throw interpretationNotFound();
      return { id };
    },
  };
}

export type InterpretationsService = ReturnType<typeof createInterpretationsService>;
