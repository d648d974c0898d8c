import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailChangeSchema,
  emailConfirmedSchema,
  emailConfirmSchema,
  errorResponseSchema,
  linkSentSchema,
  okResponseSchema,
  passwordChangeSchema,
  phoneBindRequestSchema,
} from '@biocloud/contracts';
import { requireSession } from '../auth/session-hooks';
import type { AccountSecurityService } from './account-security.service';
import { accountClient } from './password-reset.routes';

const tags = ['account'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * The security section (spec 001 §7: password change, e-mail change, resend verification, the bind page's confirm).
 * The spec's GETs that send e-mail or change the account are POSTs here: a GET must not change anything (mail
 * scanners and link previews fetch GET links), and state-changing calls get the cross-site check.
 */
export function accountSecurityRoutes(deps: { security: AccountSecurityService }) {
  const { security } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const callerOf = (request: Parameters<typeof requireSession>[0]) => {
      const session = requireSession(request);
      return { userId: session.user.id, sessionId: session.sessionId };
    };

    r.post(
      '/api/v1/account/password',
      { schema: { tags, body: passwordChangeSchema, response: { 200: okResponseSchema, ...errors } } },
      async (request) => {
        await security.changePassword(callerOf(request), request.body, accountClient(request));
        return { ok: true as const };
      },
    );

    r.post(
      '/api/v1/account/email',
      { schema: { tags, body: emailChangeSchema, response: { 200: linkSentSchema, ...errors } } },
      async (request) => security.changeEmail(callerOf(request), request.body, accountClient(request)),
    );

    r.post(
      '/api/v1/account/email/verification',
      { schema: { tags, response: { 200: linkSentSchema, ...errors } } },
      async (request) => security.resendVerification(callerOf(request), accountClient(request)),
    );

    r.post(
      '/api/v1/account/phone',
      { schema: { tags, body: phoneBindRequestSchema, response: { 200: okResponseSchema, ...errors } } },
      async (request) => {
        await security.bindPhone(callerOf(request), request.body, accountClient(request));
        return { ok: true as const };
      },
    );

    r.post(
      '/api/v1/account/email/confirm',
      {
        config: { public: true },
        schema: { tags, body: emailConfirmSchema, response: { 200: emailConfirmedSchema, ...errors } },
      },
      async (request) => security.confirmEmail(request.body.uiWVO, accountClient(request)),
    );
  };
}
