import {
  ARTICLE_KEYS,
  ARTICLE_PAGE_SIZE,
  ARTICLE_PANEL_INTERPRETATIONS,
  isUuid,
  type Article,
  type ArticleIndex,
  type ArticleKey,
  type ArticleList,
  type ArticleWrite,
  type InterpretationSummary,
  type Locale,
} from '@biocloud/contracts';
import { AppError, notFound } from '../../http/app-error';
import { sanitizeRichText } from '../help/rich-text';
import type { ArticleFields, ArticlesRepository } from './articles.repository';
import type { InterpretationsRepository } from './interpretations.repository';
import { interpretationSummary } from './interpretations.service';
import type { Writer } from './writer';

const summary = (row: { id: string; key: ArticleKey; title: string; summary: string; updated_at: Date }) => ({
  id: row.id,
  key: row.key,
  title: row.title,
  summary: row.summary,
  updateTime: row.updated_at.toISOString(),
});

export function articleFields(input: ArticleWrite): ArticleFields {
  return {
    locale: input.locale,
    key: input.key,
    title: input.title,
    summary: input.summary,
    body: sanitizeRichText(input.body),
    sampleInfo: sanitizeRichText(input.sampleInfo),
  };
}

/** Articles (spec 001 §2): anyone logged in reads them; staff write them (issue 18 item 3). */
export function createArticlesService(deps: { repo: ArticlesRepository; interpretations: InterpretationsRepository }) {
  const { repo, interpretations } = deps;
  const assertStaff = (writer: Writer) => {
    if (!writer.isStaff) throw new AppError('STAFF_ONLY', 400);
  };
  const articleNotFound = () => notFound('ARTICLE_NOT_FOUND');

  return {
    /** Every key, in the index's order, with its counts (zero when it has nothing yet). */
    async index(locale: Locale): Promise<ArticleIndex> {
      const counts = new Map((await repo.counts(locale)).map((c) => [c.key, c]));
      return {
        list: ARTICLE_KEYS.map((key) => ({
          key,
          articles: counts.get(key)?.articles ?? 0,
          interpretations: counts.get(key)?.interpretations ?? 0,
        })),
      };
    },

    async list(locale: Locale, key: ArticleKey | undefined, pageNow: number): Promise<ArticleList> {
      const { rows, total } = await repo.page(locale, key, pageNow * ARTICLE_PAGE_SIZE, ARTICLE_PAGE_SIZE);
      return { list: rows.map(summary), total };
    },

    /** The article with its interpretation panel: the latest interpretations of its key in its locale. */
    async detail(id: string): Promise<{ article: Article; interpretations: InterpretationSummary[] }> {
      const row = isUuid(id) ? await repo.find(id) : undefined;
      if (!row) throw articleNotFound();
      const panel = await interpretations.page(row.locale, row.key, 0, ARTICLE_PANEL_INTERPRETATIONS);
      return {
        article: { ...summary(row), locale: row.locale, body: row.body, sampleInfo: row.sample_info },
        interpretations: panel.rows.map(interpretationSummary),
      };
    },

    async create(writer: Writer, input: ArticleWrite): Promise<{ id: string }> {
      assertStaff(writer);
      return { id: await repo.insert(articleFields(input), writer.id) };
    },

    async update(writer: Writer, id: string, input: ArticleWrite): Promise<{ id: string }> {
      assertStaff(writer);
      if (!isUuid(id) || !(await repo.update(id, articleFields(input)))) throw articleNotFound();
      return { id };
    },

    async remove(writer: Writer, id: string): Promise<{ id: string }> {
      assertStaff(writer);
      if (!isUuid(id) || !(await repo.remove(id))) throw articleNotFound();
      return { id };
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
