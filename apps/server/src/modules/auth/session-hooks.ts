import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE, TOKEN_HEADER, TOKEN_MAX_AGE_SECONDS } from '@biocloud/contracts';
import { unauthorized } from '../../http/app-error';
import type { SessionWithUser } from './auth.repository';
import type { AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionWithUser | null;
  }
}

/** The token comes as the `token` header (the web app sends it) or the `token` cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  const value = typeof header === 'string' && header.length > 0 ? header : request.cookies[TOKEN_COOKIE];
  return value && value.length <= 128 ? value : undefined;
}

/**
 * Not HttpOnly on purpose: the spec's web app reads the cookie to send it as the `token` header and to decide which
 * pages need a login. SameSite=Lax keeps it off cross-site requests.
 */
export function setTokenCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    path: '/',
    maxAge: TOKEN_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure,
    httpOnly: false,
  });
}

export function clearTokenCookie(reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
}

export function requireSession(request: FastifyRequest): SessionWithUser {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** Resolves the session of every API request and refreshes the cookie on every answer to a logged-in caller. */
export function installSessionHooks(app: FastifyInstance, authService: AuthService, secureCookie: boolean): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = requestToken(request);
    request.session = token ? ((await authService.resolveSession(token)) ?? null) : null;
  });
  app.addHook('onSend', async (request, reply) => {
    const token = requestToken(request);
    if (request.session && token && !reply.hasHeader('set-cookie')) setTokenCookie(reply, token, secureCookie);
  });
}
