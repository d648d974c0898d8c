import { isErrorCode, type ErrorCode } from '@biocloud/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { lookupText, type TextBundles } from '@biocloud/texts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { storageFaultOf } from '../storage/storage-faults';
import { AppError } from './app-error';
import { requestLocale } from './request-locale';

/** A restarted embedded PostgreSQL answers again within a few seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Maps every failure to `{ code, message }` with the message in the caller's locale; 5xx details stay in the log. */
export function installErrorHandler(app: FastifyInstance, texts: TextBundles): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = requestLocale(request);
    const message = (code: ErrorCode, params?: Record<string, string | number>) =>
      lookupText(texts, locale, `errors.${code}`, params) ?? code;

    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        code: error.code,
        message: message(error.code, error.params),
        ...(error.details === undefined ? {} : { details: error.details }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        code: 'VALIDATION_ERROR',
        message: message('VALIDATION_ERROR'),
        // A rule whose message is an error code (contracts' field rules) is told in the caller's language, so a form
        // can show it beside its field.
        details: error.validation.map((v) =>
          isErrorCode(v.message)
            ? { path: v.instancePath, code: v.message, message: message(v.message) }
            : { path: v.instancePath, message: v.message },
        ),
      });
    }
    const fault = storageFaultOf(error);
    if (fault) {
      request.log.error({ err: error }, 'storage failed');
      return reply.status(fault.status).send({ code: fault.code, message: message(fault.code) });
    }
    // Not logged per request: the pool logs the outage once (db/availability.ts).
    if (isDatabaseUnavailable(error)) {
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ code: 'DATABASE_UNAVAILABLE', message: message('DATABASE_UNAVAILABLE') });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ code: 'INTERNAL', message: message('INTERNAL') });
    }
    // Fastify's own codes (FST_ERR_...) are not part of the contract: the answer says BAD_REQUEST and names it.
    const code: ErrorCode =
      status === 429
        ? 'RATE_LIMITED'
        : status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 404
            ? 'NOT_FOUND'
            : isErrorCode(error.code)
              ? error.code
              : 'BAD_REQUEST';
    const details = code === 'BAD_REQUEST' && error.code ? { details: { reason: error.code } } : {};
    return reply.status(status).send({ code, message: message(code), ...details });
  });
}
