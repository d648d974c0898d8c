import { z } from 'zod';

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
