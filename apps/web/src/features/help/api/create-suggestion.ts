import { useMutation } from '@tanstack/react-query';
import { SUGGESTION_PATH, type suggestionCreatedResponseSchema, type SuggestionType } from '@biocloud/contracts';
import { api, ApiError, CLIENT_ERROR_CODES, toApiError } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';

export interface SuggestionInput {
  type: SuggestionType;
  title: string;
  description: string;
  attachments: readonly File[];
}

/** POST the feedback form as multipart (the JSON client sends JSON only): the fields first, then the files. */
export async function createSuggestion(
  input: SuggestionInput,
): Promise<Parsed<typeof suggestionCreatedResponseSchema>> {
  const body = new FormData();
  body.append('type', input.type);
  body.append('title', input.title);
  body.append('description', input.description);
  for (const file of input.attachments) body.append('file', file);
  let response: Response;
  try {
    response = await fetch(SUGGESTION_PATH, {
      method: 'POST',
      headers: api.baseHeaders(),
      body,
      credentials: 'include',
    });
  } catch (error) {
    throw new ApiError(0, CLIENT_ERROR_CODES.network, error instanceof Error ? error.message : '');
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as Parsed<typeof suggestionCreatedResponseSchema>;
}

export function useCreateSuggestion() {
  return useMutation({ mutationFn: createSuggestion });
}
