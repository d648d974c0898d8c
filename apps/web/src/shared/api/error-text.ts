import type { TFunction } from '../i18n/translator';
import { ApiError } from '../api-client';

/**
 * The localized text of a failed call: errors.<CODE> from the content, else the server's own message. `params` fill
 * the placeholders some texts have (e.g. the upload limit).
 */
export function errorText(t: TFunction, error: unknown, params: Record<string, string | number> = {}): string {
  if (!(error instanceof ApiError)) return t('common.requestFailed');
  if (error.status === 0) return t(`errors.${error.code}`, { ...params, defaultValue: t('common.networkError') });
  return t(`errors.${error.code}`, { ...params, defaultValue: error.message || t('common.requestFailed') });
}

/** Statuses the app's one error handler answers itself: a lost login (401, 403) and server failures (5xx). */
export function isLoginLost(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** The server refused the call (4xx): asking again gives the same answer, unlike a network or server failure. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function isServerFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 500;
}

/** A failure the app already reports (app/api-error-handler.ts): a caller's own message would say it twice. */
export function isReportedByApp(error: unknown): boolean {
  return isLoginLost(error) || isServerFailure(error);
}
