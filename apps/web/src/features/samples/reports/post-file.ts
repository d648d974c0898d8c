import { api, ApiError, buildUrl, CLIENT_ERROR_CODES, toApiError } from '../../../shared/api-client';

/**
 * POSTs one file as a multipart body (the sheet import, report and signed-sheet uploads) with the headers of every
 * API call, turning a refusal into the same ApiError as a JSON call (the JSON client sends JSON bodies only).
 */
export async function postFile<T>(path: string, query: Record<string, string>, file: File): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method: 'POST',
      headers: api.baseHeaders(),
      body,
      credentials: 'include',
    });
  } catch (error) {
    throw new ApiError(0, CLIENT_ERROR_CODES.network, error instanceof Error ? error.message : '');
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}
