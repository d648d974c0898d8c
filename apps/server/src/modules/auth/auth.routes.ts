import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, loginRequestSchema, loginResponseSchema, okResponseSchema } from '@biocloud/contracts';
import type { AuthService } from './auth.service';
import { clearTokenCookie, setTokenCookie } from './session-hooks';

export function authRoutes(authService: AuthService, secureCookie: boolean) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/login',
      {
        config: { public: true },
        schema: {
          tags: ['account'],
          body: loginRequestSchema,
          response: { 200: loginResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await authService.login(request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        setTokenCookie(reply, result.token, secureCookie);
        return result;
      },
    );

    r.post(
      '/api/logout',
      // Public: a stale token must still be able to clear its cookie.
      { config: { public: true }, schema: { tags: ['account'], response: { 200: okResponseSchema } } },
      async (request, reply) => {
        await authService.logout(request.session, request.ip);
        request.session = null;
        clearTokenCookie(reply);
        return { ok: true as const };
      },
    );
  };
}
