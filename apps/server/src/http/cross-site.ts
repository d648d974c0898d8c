import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE, TOKEN_HEADER } from '@biocloud/contracts';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST route that changes nothing and is sent by a plain HTML form, which can carry no header (the zip of
     * several files, streamed to the browser's own disk): exempt from the cross-site rule, as a foreign page posting
     * it gains nothing (it cannot read the answer). Our own forms come as `Origin: null` (referrer-policy no-referrer).
     */
    formRead?: boolean;
  }
}

/** The host (with port) of an Origin or Referer value; undefined for `null`, junk and absent values. */
export function hostOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).host;
  } catch {
    return undefined;
  }
}

/** True when the page that sent the request is of this server: Origin, or lacking it Referer, names our host. */
function fromOwnOrigin(request: FastifyRequest): boolean {
  const { origin, referer } = request.headers;
  return hostOf(origin ?? referer) === request.host;
}

/**
 * The one rule against cross-site requests, for every unsafe method (anything but GET, HEAD, OPTIONS):
 * - with the `token` header the request passes: a page of another origin cannot set it (we answer no CORS
 *   preflight), and the web app sends it on every call;
 * - a request naming a page of another origin (Origin, or lacking it Referer; `Origin: null` counts as foreign) is
 *   refused, logged in or not: this also stops a foreign page from logging the browser into another account;
 * - a request relying on the cookie alone must name our own origin: without Origin or Referer it is refused too
 *   (browsers send Origin on every cross-origin POST, so only scripts and odd clients lack both: they have the header);
 * - a request with neither cookie nor header nor origin (curl logging in) passes.
 * Hosts are compared without the scheme, as the websocket upgrade does (a TLS proxy in front may hide it).
 * The refusal is 403 CROSS_SITE_REQUEST.
 */
export function crossSiteRefused(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const header = request.headers[TOKEN_HEADER];
  if (typeof header === 'string' && header.length > 0) return false;
  if (request.routeOptions.config.formRead === true) return false;
  const named = request.headers.origin ?? request.headers.referer;
  if (named !== undefined) return !fromOwnOrigin(request);
  return request.cookies[TOKEN_COOKIE] !== undefined;
}

/** Installed before the session hook: a refused request costs no session lookup, and no body is read. */
export function installCrossSiteCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!crossSiteRefused(request)) return;
    // The body (a forged upload may be large) is not worth reading: the connection closes after the answer.
    void reply.header('connection', 'close');
    throw new AppError('CROSS_SITE_REQUEST', 403);
  });
}
