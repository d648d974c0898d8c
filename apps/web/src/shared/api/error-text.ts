import type { TFunction } from 'i18next';
import { ApiError } from '../api-client';

/** The localized text of a failed call: errors.<CODE> from the content, else the server's own message. */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('common.requestFailed');
  if (error.status === 0) return t(`errors.${error.code}`, { defaultValue: t('common.networkError') });
  return t(`errors.${error.code}`, { defaultValue: error.message || t('common.requestFailed') });
}
