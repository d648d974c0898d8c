import { z } from 'zod';
import { currentPageSchema } from '../api/paging';
import { LOCALES } from '../locale';
import { titleSchema } from '../validation/text-fields';
import { articleKeySchema } from './article-api';

export { INTERPRETATION_ERROR_CODES } from './interpretation-error-codes';

const localeSchema = z.enum(LOCALES);

/*
 * Literature interpretations (spec 001 §2 article/interpretation list/:key, edit/:pmid/:id, detail/:pmid/:id; §3):
 * a reader's digest of one paper, filed under a parent type (an article key) and a type. Any logged-in user writes
 * them and everyone reads them; only the writer (or staff) may change one. The six sections are rich text the server
 * sanitizes. Limits answer a code per field (below), which the form shows beside that field.
 */

/** The kinds of paper an interpretation is about; names are texts (article.types.<type>). */
export const INTERPRETATION_TYPES = ['research', 'method', 'review', 'resource'] as const;
export const interpretationTypeSchema = z.enum(INTERPRETATION_TYPES);
export type InterpretationType = z.infer<typeof interpretationTypeSchema>;

/** The rich-text sections of an interpretation, in the order of the form and the detail page (spec 001 §2). */
export const INTERPRETATION_SECTIONS = [
  'background',
  'objective',
  'material',
  'technology',
  'experimental',
  'innovation',
] as const;
export type InterpretationSection = (typeof INTERPRETATION_SECTIONS)[number];

/** Titles in lists are cut to this many characters plus an ellipsis (spec 001 §3). */
export const INTERPRETATION_LIST_TITLE_LENGTH = 20;
/** Longest English title (PubMed's titles stay well under it), journal name, section (HTML as sent). Not in the spec. */
export const INTERPRETATION_ENGLISH_TITLE_MAX_LENGTH = 500;
export const INTERPRETATION_MAGAZINE_MAX_LENGTH = 200;
export const INTERPRETATION_SECTION_MAX_LENGTH = 20_000;
/** Impact factors run from 0 to a few hundred; anything above this is a typing slip. */
export const IMPACT_FACTOR_MAX = 1000;
/** A PubMed id: digits, no leading zero (today's ids have 8). */
export const PMID_PATTERN = /^[1-9]\d{0,8}$/;

const sectionSchema = z.string().max(INTERPRETATION_SECTION_MAX_LENGTH, 'FIELD_TOO_LONG');

/** POST INTERPRETATIONS_PATH creates (in the locale given); PUT /:id replaces the fields (the locale stays). */
export const interpretationWriteSchema = z.strictObject({
  locale: localeSchema,
  // The spec's title rule (001 §5): required, under 50 characters.
  title: titleSchema,
  englishTitle: z.string().trim().max(INTERPRETATION_ENGLISH_TITLE_MAX_LENGTH, 'FIELD_TOO_LONG'),
  pmid: z.string().trim().regex(PMID_PATTERN, 'PMID_INVALID'),
  magazineName: z.string().trim().max(INTERPRETATION_MAGAZINE_MAX_LENGTH, 'FIELD_TOO_LONG'),
  impactFactor: z
    .number({ error: 'IMPACT_FACTOR_INVALID' })
    .min(0, 'IMPACT_FACTOR_INVALID')
    .max(IMPACT_FACTOR_MAX, 'IMPACT_FACTOR_INVALID')
    .nullable(),
  // Picked from lists: only a hand-made request sends another value.
  parentType: articleKeySchema,
  type: interpretationTypeSchema,
  background: sectionSchema,
  objective: sectionSchema,
  material: sectionSchema,
  technology: sectionSchema,
  experimental: sectionSchema,
  innovation: sectionSchema,
});
export type InterpretationWrite = z.infer<typeof interpretationWriteSchema>;

export const interpretationSummarySchema = z.object({
  id: z.string(),
  pmid: z.string(),
  title: z.string(),
  englishTitle: z.string(),
  magazineName: z.string(),
  impactFactor: z.number().nullable(),
  parentType: articleKeySchema,
  type: interpretationTypeSchema,
  authorName: z.string(),
  createTime: z.string(),
});
export type InterpretationSummary = z.infer<typeof interpretationSummarySchema>;

export const interpretationSchema = interpretationSummarySchema.extend({
  locale: localeSchema,
  background: z.string(),
  objective: z.string(),
  material: z.string(),
  technology: z.string(),
  experimental: z.string(),
  innovation: z.string(),
  updateTime: z.string(),
  /** The caller wrote it (or is staff): the detail offers the edit button. */
  canEdit: z.boolean(),
});
export type Interpretation = z.infer<typeof interpretationSchema>;

/** GET INTERPRETATIONS_PATH?locale&key&pageNow: one page of a parent type's interpretations, newest first. */
export const interpretationListQuerySchema = z.object({
  locale: localeSchema,
  key: articleKeySchema,
  pageNow: currentPageSchema,
});
export const interpretationListSchema = z.object({ list: z.array(interpretationSummarySchema), total: z.number() });
export type InterpretationList = z.infer<typeof interpretationListSchema>;

/**
 * POST INTERPRETATION_PREVIEW_PATH: the form's fields as they would be stored (the same checks, sections sanitized),
 * so the preview shows exactly what the detail will, and runs nothing a pasted text carried.
 */
export const interpretationPreviewSchema = interpretationWriteSchema.omit({ locale: true });
export type InterpretationPreview = z.infer<typeof interpretationPreviewSchema>;

export const INTERPRETATIONS_PATH = '/api/v1/articles/interpretations';
export const INTERPRETATION_PREVIEW_PATH = '/api/v1/articles/interpretations/preview';
