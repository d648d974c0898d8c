import {
  HELP_SEARCH_LIMIT,
  isUuid,
  type HelpPage,
  type HelpPageSummary,
  type HelpPageWrite,
  type HelpSearchHit,
  type Locale,
} from '@biocloud/contracts';
import { AppError, notFound } from '../../http/app-error';
import type { HelpPageFields, HelpPagesRepository } from './help-pages.repository';
import { richTextWords, sanitizeRichText } from './rich-text';
import { queryWords } from './segment';

/** Characters of a search snippet before and after the first match. */
const SNIPPET_BEFORE = 20;
const SNIPPET_LENGTH = 90;

export interface HelpWriter {
  id: string;
  isStaff: boolean;
}

const summary = (row: { id: string; category: HelpPageSummary['category']; title: string; updated_at: Date }) => ({
  id: row.id,
  category: row.category,
  title: row.title,
  updateTime: row.updated_at.toISOString(),
});

/** Around the first word found in the text (its start when none is found literally, e.g. a stemmed English word). */
export function snippetOf(text: string, words: readonly string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(...words.map((w) => lower.indexOf(w.toLowerCase())).filter((i) => i >= 0), Infinity);
  const start = at === Infinity ? 0 : Math.max(0, at - SNIPPET_BEFORE);
  const piece = text.slice(start, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${piece}${start + SNIPPET_LENGTH < text.length ? '…' : ''}`;
}

export function helpPageFields(input: HelpPageWrite): HelpPageFields {
  const body = sanitizeRichText(input.body);
  return { locale: input.locale, category: input.category, title: input.title, body, bodyText: richTextWords(body) };
}

/** The help centre: anyone logged in reads and searches; staff write (spec 001 §2, issue 18 item 2). */
export function createHelpPagesService(deps: { repo: HelpPagesRepository }) {
  const { repo } = deps;

  const assertStaff = (writer: HelpWriter) => {
    if (!writer.isStaff) throw new AppError('STAFF_ONLY', 400);
  };
  const pageNotFound = () => notFound('HELP_PAGE_NOT_FOUND');

  return {
    async list(locale: Locale): Promise<{ list: HelpPageSummary[] }> {
      return { list: (await repo.list(locale)).map(summary) };
    },

    async page(id: string): Promise<HelpPage> {
      const row = isUuid(id) ? await repo.find(id) : undefined;
      if (!row) throw pageNotFound();
      return { ...summary(row), locale: row.locale, body: row.body };
    },

    async search(locale: Locale, query: string): Promise<{ list: HelpSearchHit[] }> {
      const words = queryWords(locale, query);
      if (words.length === 0) return { list: [] };
      const rows = await repo.search(locale, words, HELP_SEARCH_LIMIT);
      return { list: rows.map((row) => ({ ...summary(row), snippet: snippetOf(row.body_text, words) })) };
    },

    async create(writer: HelpWriter, input: HelpPageWrite): Promise<{ id: string }> {
      assertStaff(writer);
      return { id: await repo.insert(helpPageFields(input), writer.id) };
    },

    async update(writer: HelpWriter, id: string, input: HelpPageWrite): Promise<{ id: string }> {
      assertStaff(writer);
      if (!isUuid(id) || !(await repo.update(id, helpPageFields(input)))) throw pageNotFound();
      return { id };
    },

    async remove(writer: HelpWriter, id: string): Promise<{ id: string }> {
      assertStaff(writer);
      if (!isUuid(id) || !(await repo.remove(id))) throw pageNotFound();
      return { id };
    },
  };
}

export type HelpPagesService = ReturnType<typeof createHelpPagesService>;
