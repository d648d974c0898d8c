import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountLinkQuerySchema,
  errorResponseSchema,
  forgotByEmailRequestSchema,
  okResponseSchema,
  passwordResetRequestSchema,
  phoneResetRequestSchema,
  resetLinkInfoSchema,
} from '@biocloud/contracts';
import { requestLocale } from '../../http/request-locale';
import type { AccountClient, PasswordResetService } from './password-reset.service';

const tags = ['account'];
const errors = {
  400: errorResponseSchema,
  410: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

export function accountClient(request: FastifyRequest): AccountClient {
  return { ip: request.ip, locale: requestLocale(request) };
}

/** Password reset by e-mail link (user/forget/email, user/forget/reset/:querystring); public: the user is logged out. */
export function passwordResetRoutes(deps: { passwordReset: PasswordResetService }) {
  const { passwordReset } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/v1/account/password-reset/email',
      {
        config: { public: true },
        schema: { tags, body: forgotByEmailRequestSchema, response: { 200: okResponseSchema, ...errors } },
      },
      async (request) => {
        await passwordReset.requestByEmail(request.body.email, accountClient(request));
        return { ok: true as const };
      },
    );

    r.get(
      '/api/v1/account/password-reset/check',
      {
        config: { public: true },
        schema: { tags, querystring: accountLinkQuerySchema, response: { 200: resetLinkInfoSchema, ...errors } },
      },
      async (request) => passwordReset.checkLink(request.query.querystring),
    );

    r.post(
      '/api/v1/account/password-reset',
      {
        config: { public: true },
        schema: { tags, body: passwordResetRequestSchema, response: { 200: okResponseSchema, ...errors } },
      },
      async (request) => {
        await passwordReset.reset(request.body, accountClient(request));
        return { ok: true as const };
      },
    );

    r.post(
      '/api/v1/account/password-reset/phone',
      {
        config: { public: true },
        schema: {
          tags,
          body: phoneResetRequestSchema,
          response: { 200: okResponseSchema, 404: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        await passwordReset.resetByPhone(request.body, accountClient(request));
        return { ok: true as const };
      },
    );
  };
}
