import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE, TOKEN_HEADER, TOKEN_MAX_AGE_SECONDS, type UserRole } from '@biocloud/contracts';
import { AppError, unauthorized } from '../../http/app-error';
import type { SessionWithUser } from './auth.repository';
import type { AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionWithUser | null;
  }
  interface FastifyInstance {
    /** Every route declared with `config.roles` (method, url), for the test that walks the staff writes. */
    roleRoutes: { method: string; url: string }[];
  }
  interface FastifyContextConfig {
    /**
     * Answered without a login (health, login, content, signed links, the web app...). Every other route is private:
     * the session hook answers 401 before the body is read or validated, so a handler cannot forget the check.
     */
    public?: boolean;
    /**
     * Only callers with one of these roles may call the route (`STAFF_ROLES` for the service team's routes): others
     * get 403 STAFF_ONLY from the session hook, before the body is read, so the rule sits with the route.
     */
    roles?: readonly UserRole[];
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

/** True for a route declared `config: { public: true }` and for the not-found answer (unknown paths, the web app). */
function isPublic(request: FastifyRequest): boolean {
  return request.is404 || request.routeOptions.config.public === true;
}

/**
 * Resolves the session of every request, answers 401 to a request without one unless its route is public, and
 * refreshes the cookie on every answer to a logged-in caller. Private by default: a new route needs no call to be
 * protected, and `requireSession`/`requestCaller` never fail in a private route's handler.
 */
export function installSessionHooks(app: FastifyInstance, authService: AuthService, secureCookie: boolean): void {
  app.decorateRequest('session', null);
  const roleRoutes: FastifyInstance['roleRoutes'] = [];
  app.decorate('roleRoutes', roleRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.config?.roles) return;
    for (const method of [route.method].flat()) roleRoutes.push({ method, url: route.url });
  });
  app.addHook('onRequest', async (request) => {
    const token = requestToken(request);
    request.session = token ? ((await authService.resolveSession(token)) ?? null) : null;
    if (!request.session && !isPublic(request)) throw unauthorized();
    const roles = request.routeOptions.config.roles;
    if (roles && !(request.session && roles.includes(request.session.user.role))) {
      throw new AppError('STAFF_ONLY', 403);
    }
  });
  app.addHook('onSend', async (request, reply) => {
    const token = requestToken(request);
    if (request.session && token && !reply.hasHeader('set-cookie')) setTokenCookie(reply, token, secureCookie);
  });
}
