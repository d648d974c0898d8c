import type { TFunction } from '../../../shared/i18n/translator';
import { CLIENT_ERROR_CODES, isApiError } from '../../../shared/api-client';
import { errorText } from '../../../shared/api/error-text';

const CLIENT_CODES: ReadonlySet<string> = new Set(Object.values(CLIENT_ERROR_CODES));

/**
 * The text of a refusal whose wording carries values only the server knows (the user it did not find, the time of
 * the next allowed urge, how many jobs still run): the server's message, already in the page's locale (lang header)
 * and taken from the same texts; any other failure as errorText says it.
 */
export function refusalText(t: TFunction, error: unknown): string {
  if (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    !CLIENT_CODES.has(error.code) &&
    error.message
  ) {
    return error.message;
  }
  return errorText(t, error);
}
