import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  captchaChallengeSchema,
  errorResponseSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
} from '@biocloud/contracts';
import { requestLocale } from '../../../http/request-locale';
import type { Captcha } from './captcha';
import type { VerificationCodes } from './codes.service';

const tags = ['account'];

/** The captcha and the sending of codes; both public, as they come before any login. */
export function codesRoutes(deps: { captcha: Captcha; codes: VerificationCodes }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/v1/account/captcha',
      { config: { public: true }, schema: { tags, response: { 200: captchaChallengeSchema } } },
      (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return deps.captcha.issue();
      },
    );

    r.post(
      '/api/v1/account/codes',
      {
        config: { public: true },
        schema: {
          tags,
          body: sendCodeRequestSchema,
          response: {
            200: sendCodeResponseSchema,
            400: errorResponseSchema,
            429: errorResponseSchema,
            502: errorResponseSchema,
          },
        },
      },
      (request) => deps.codes.send({ ...request.body, locale: requestLocale(request), clientIp: request.ip }),
    );
  };
}
