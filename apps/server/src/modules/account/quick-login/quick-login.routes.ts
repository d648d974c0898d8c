import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, loginResponseSchema, quickLoginRequestSchema } from '@biocloud/contracts';
import { setTokenCookie } from '../../auth/session-hooks';
import type { QuickLogin } from './quick-login.service';

export function quickLoginRoutes(deps: { quickLogin: QuickLogin; secureCookie: boolean }) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/account/quick-login',
      {
        config: { public: true },
        schema: {
          tags: ['account'],
          body: quickLoginRequestSchema,
          response: {
            200: loginResponseSchema,
            400: errorResponseSchema,
            404: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const result = await deps.quickLogin.login(request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        setTokenCookie(reply, result.token, deps.secureCookie);
        return result;
      },
    );
  };
}
