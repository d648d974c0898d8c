import type { FastifyInstance } from 'fastify';

/** Origins beyond this site's own that a document may show: the configured framed pages and images. */
export interface ExtraOrigins {
  frame: readonly string[];
  img: readonly string[];
  /** Origins a form of the document may be sent to: the partners of the jumpv1 hand-over. */
  form?: readonly string[];
}

const NO_EXTRA_ORIGINS: ExtraOrigins = { frame: [], img: [] };

/** The document policy; `extra` must hold serialized origins (URL.origin), which carry no space or semicolon. */
export function contentSecurityPolicy(extra: ExtraOrigins = NO_EXTRA_ORIGINS): string {
  const withExtra = (sources: string, origins: readonly string[]) => [sources, ...origins].join(' ');
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    withExtra("form-action 'self'", extra.form ?? []),
    "frame-ancestors 'self'",
    withExtra("frame-src 'self'", extra.frame),
    withExtra("img-src 'self' data: blob:", extra.img),
    "object-src 'none'",
    // WebAssembly only (not eval): the upload dialog hashes files with hash-wasm (features/files/lib/hash-blob.ts).
    "script-src 'self' 'wasm-unsafe-eval'",
    "script-src-attr 'none'",
    // antd (cssinjs) injects style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self' ws: wss:",
  ].join(';');
}

const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * Helmet's default headers, computed once: @fastify/helmet rebuilds its middleware on every request, which cost more
 * than the session lookup of an authenticated call (see bench/get-current-user.bench.ts).
 */
export function securityHeaders(opts: { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * JSON answers are never rendered as documents, so a policy for scripts and frames means nothing there: they get the
 * headers that matter for an API (no sniffing, no framing, no referrer) and documents get the whole set.
 */
export function apiSecurityHeaders(opts: { https: boolean }): Record<string, string> {
  const all = securityHeaders(opts);
  const keep = ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'strict-transport-security'];
  return Object.fromEntries(Object.entries(all).filter(([name]) => keep.includes(name)));
}

export function installSecurityHeaders(app: FastifyInstance, opts: { https: boolean }): void {
  const documentHeaders = securityHeaders(opts);
  const apiHeaders = apiSecurityHeaders(opts);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.url.startsWith('/api/') ? apiHeaders : documentHeaders);
    done();
  });
}
