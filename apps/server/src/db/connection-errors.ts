/*
 * Errors that mean "the database cannot be reached right now" (down, restarting, a connection cut), as opposed to
 * a query that PostgreSQL refused. They are answered with 503 and retried by the caller, never treated as a bug.
 */

/** Socket errors of a connect or of a live connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: class 08 (connection exception) and the shutdown codes 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, in recovery).
 */
const SQLSTATE_PATTERN = /^(08\d{3}|57P0[123])$/;

/** node-postgres reports a cut connection with these messages and no code. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/** Walks `cause` and AggregateError members, so a wrapped failure is still recognised. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE_PATTERN.test(code))) return true;
  if (typeof message === 'string' && MESSAGES.some((m) => message.startsWith(m))) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * The log level for a failure that may only be the database being down: that is logged once per outage by the pool
 * (availability.ts), so loops that retry on their own log such failures at debug, anything else at `otherwise`.
 */
export function failureLogLevel<L extends 'warn' | 'error'>(error: unknown, otherwise: L): 'debug' | L {
  return isDatabaseUnavailable(error) ? 'debug' : otherwise;
}
