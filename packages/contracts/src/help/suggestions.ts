import { z } from 'zod';
import { currentPageSchema } from '../api/paging';
import { DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE } from '../limits';

/*
 * The suggestion (feedback) form of the help area (spec 001 §5, §7): a type, a title under TITLE_LENGTH_LIMIT_EXCLUSIVE
 * characters, a description under DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE and at most ATTACHMENTS_MAX_COUNT attachments
 * of at most ATTACHMENT_MAX_BYTES. Sent as multipart: the fields `type`, `title`, `description`, then `file` parts.
 */

/** The types a user picks from; the spec leaves them to configuration, these are ours. */
export const SUGGESTION_TYPES = ['feature', 'bug', 'experience', 'other'] as const;
export const suggestionTypeEnumSchema = z.enum(SUGGESTION_TYPES);
export type SuggestionType = z.infer<typeof suggestionTypeEnumSchema>;

export const SUGGESTION_PATH = '/api/v1/help/suggestions';

export const suggestionCreatedResponseSchema = z.object({ suggestionId: z.string() });

/*
 * The staff's list of suggestions (issue 18; a plain page until a staff console): every user's, newest first, a page
 * of SUGGESTIONS_PAGE_SIZE at a time; a suggestion is new until staff answer it, and the answer reaches its sender as
 * a message (kind `suggestionAnswered`).
 */

export const SUGGESTION_STATES = ['new', 'answered'] as const;
export const suggestionStateSchema = z.enum(SUGGESTION_STATES);
export type SuggestionState = z.infer<typeof suggestionStateSchema>;

/** Spec 001 §9: suggestions are listed 10 at a time. */
export const SUGGESTIONS_PAGE_SIZE = 10;
/** An answer is a description: under DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE characters. */
export const SUGGESTION_ANSWER_MAX = DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE - 1;

export const staffSuggestionsQuerySchema = z.object({
  currentPage: currentPageSchema,
  /** Absent: every state. */
  state: suggestionStateSchema.optional(),
});
export type StaffSuggestionsQuery = z.output<typeof staffSuggestionsQuerySchema>;

export const suggestionAttachmentSchema = z.object({ position: z.number(), name: z.string(), size: z.number() });
export type SuggestionAttachmentInfo = z.infer<typeof suggestionAttachmentSchema>;

export const staffSuggestionSchema = z.object({
  id: z.string(),
  type: suggestionTypeEnumSchema,
  title: z.string(),
  description: z.string(),
  username: z.string(),
  createTime: z.string(),
  state: suggestionStateSchema,
  answer: z.string().nullable(),
  answerTime: z.string().nullable(),
  attachments: suggestionAttachmentSchema.array(),
});
export type StaffSuggestion = z.infer<typeof staffSuggestionSchema>;

export const staffSuggestionListSchema = z.object({
  list: staffSuggestionSchema.array(),
  total: z.number(),
  totalPages: z.number(),
});
export type StaffSuggestionList = z.infer<typeof staffSuggestionListSchema>;

export const suggestionAnswerRequestSchema = z.object({
  answer: z.string().trim().min(1).max(SUGGESTION_ANSWER_MAX),
});
export type SuggestionAnswerRequest = z.input<typeof suggestionAnswerRequestSchema>;

/** An attachment's bytes, for staff: `${SUGGESTION_PATH}/<id>/attachments/<position>`. */
export const suggestionAttachmentPath = (suggestionId: string, position: number) =>
  `${SUGGESTION_PATH}/${encodeURIComponent(suggestionId)}/attachments/${position}`;
