import { useMutation } from '@tanstack/react-query';
import { SUGGESTION_PATH, type suggestionCreatedResponseSchema, type SuggestionType } from '@biocloud/contracts';
import { postForm } from '../../../shared/api/post-form';
import type { Parsed } from '../../../shared/api/parsed';

export interface SuggestionInput {
  type: SuggestionType;
  title: string;
  description: string;
  attachments: readonly File[];
}

/** POST the feedback form as multipart: the fields first, then the files. */
export function createSuggestion(input: SuggestionInput): Promise<Parsed<typeof suggestionCreatedResponseSchema>> {
  return postForm(SUGGESTION_PATH, [
    ['type', input.type],
    ['title', input.title],
    ['description', input.description],
    ...input.attachments.map((file) => ['file', file] as const),
  ]);
}

export function useCreateSuggestion() {
  return useMutation({ mutationFn: createSuggestion });
}
