import { randomUUID } from 'node:crypto';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_TOTAL_MAX_BYTES,
  ATTACHMENTS_MAX_COUNT,
  suggestionTypeEnumSchema,
  validateDescription,
  validateSuggestionType,
  validateTitle,
  validateUploadName,
  type ValidationResult,
} from '@biocloud/contracts';
import { AppError } from '../../http/app-error';
import type { UploadPart } from '../files/upload.service';
import { AttachmentTooLarge, type SuggestionFiles } from './suggestion-files';
import type { SuggestionAttachment, SuggestionsRepository } from './suggestions.repository';

function assertValid(result: ValidationResult): void {
  if (!result.ok) throw new AppError(result.code, 400);
}

/**
 * The feedback form (spec 001 §5): a type picked from SUGGESTION_TYPES, a title under TITLE_LENGTH_LIMIT_EXCLUSIVE
 * characters, a description under DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE, at most ATTACHMENTS_MAX_COUNT attachments of at
 * most ATTACHMENT_MAX_BYTES each and ATTACHMENTS_TOTAL_MAX_BYTES together (counted while they stream, so a larger one
 * is cut off, not read to its end). Every
 * rule is the web form's too; a refused form keeps nothing.
 */
export function createSuggestionsService(deps: { repo: SuggestionsRepository; files: SuggestionFiles }) {
  const { repo, files } = deps;

  return {
    async create(userId: string, parts: AsyncIterable<UploadPart>): Promise<{ suggestionId: string }> {
      const id = randomUUID();
      const fields: Record<string, string> = {};
      const attachments: SuggestionAttachment[] = [];
      try {
        for await (const part of parts) {
          if (part.kind === 'field') {
            fields[part.name] = part.value;
            continue;
          }
          if (attachments.length >= ATTACHMENTS_MAX_COUNT) throw new AppError('TOO_MANY_ATTACHMENTS', 400);
          assertValid(validateUploadName(part.filename));
          // Each file is bounded by what the total leaves too, counted while it streams.
          const used = attachments.reduce((sum, a) => sum + a.size, 0);
          const left = ATTACHMENTS_TOTAL_MAX_BYTES - used;
          try {
            const size = await files.write(id, attachments.length, part.stream, Math.min(ATTACHMENT_MAX_BYTES, left));
            attachments.push({ name: part.filename, size });
          } catch (error) {
            if (!(error instanceof AttachmentTooLarge)) throw error;
            throw new AppError(left < ATTACHMENT_MAX_BYTES ? 'ATTACHMENTS_TOO_LARGE' : 'ATTACHMENT_TOO_LARGE', 413);
          }
        }
        const type = suggestionTypeEnumSchema.safeParse(fields.type);
        assertValid(type.success ? validateSuggestionType(type.data) : validateSuggestionType(null));
        const title = fields.title ?? '';
        const description = fields.description ?? '';
        assertValid(validateTitle(title));
        assertValid(validateDescription(description));
        await repo.insert(
          { id, userId, type: type.data!, title: title.trim(), description: description.trim() },
          attachments,
        );
        return { suggestionId: id };
      } catch (error) {
        await files.remove(id);
        throw error;
      }
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
