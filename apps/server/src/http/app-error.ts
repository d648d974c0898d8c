import type { ErrorCode } from '@biocloud/contracts';

/** A refusal the client should understand: a stable code (mapped to a localized text) and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly params: Record<string, string | number> = {},
    readonly details?: unknown,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const unauthorized = () => new AppError('UNAUTHORIZED', 401);
export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(code, 404);
export const badRequest = (code: ErrorCode, params?: Record<string, string | number>) =>
  new AppError(code, 400, params);
