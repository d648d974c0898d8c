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
import { notFound } from '../../http/app-error';
import { sanitizeRichText } from '../help/rich-text';
import type { InterpretationFields, InterpretationsRepository } from './interpretations.repository';
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
      return { id: await repo.insert(input.locale, interpretationFields(input), writer.id) };
    },

    async update(writer: Writer, id: string, input: InterpretationWrite): Promise<{ id: string }> {
      if (!isUuid(id) || !(await repo.update(id, interpretationFields(input), writer))) throw interpretationNotFound();
      return { id };
    },

    async remove(writer: Writer, id: string): Promise<{ id: string }> {
      if (!isUuid(id) || !(await repo.remove(id, writer))) throw interpretationNotFound();
      return { id };
    },
  };
}

export type InterpretationsService = ReturnType<typeof createInterpretationsService>;
