import { api, ApiError, CLIENT_ERROR_CODES, toApiError } from '../api-client';

/** One text field or one file of a multipart form, in the order the server reads them (fields first). */
export type FormEntry = readonly [name: string, value: string] | readonly [name: 'file', value: File];

/**
 * POSTs a multipart form (custom requests, reports, deliveries, the feedback form, sample sheets and documents) with
 * the headers of every API call, and turns a refusal into the same ApiError as a JSON call. The JSON client sends
 * bodies as JSON only.
 */
export async function postForm<T>(path: string, entries: readonly FormEntry[]): Promise<T> {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers: api.baseHeaders(), body, credentials: 'include' });
  } catch (error) {
    throw new ApiError(0, CLIENT_ERROR_CODES.network, error instanceof Error ? error.message : '');
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}
