import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '../http/app-error';

/** 127.0.0.0/8, ::1, and the IPv4-mapped form of the former (a dual-stack socket reports it). */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Who may read /metrics: with a token configured, whoever sends it as a bearer token (compared in constant time);
 * without one, loopback clients only (request.ip: the client behind a trusted proxy, else the socket's peer).
 */
export function metricsReader(token: string | undefined): (request: FastifyRequest) => boolean {
  if (token === undefined) return (request) => isLoopback(request.ip);
  const expected = digest(`Bearer ${token}`);
  return (request) => timingSafeEqual(digest(request.headers.authorization ?? ''), expected);
}

/** Prometheus metrics: process defaults plus request counts and latencies by route pattern (never raw URLs). */
export function installMetrics(app: FastifyInstance, opts: { token: string | undefined }): Registry {
  const mayRead = metricsReader(opts.token);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  // Public to the session check: the scraper has no login, the loopback/token rule below decides.
  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request)) throw new AppError('FORBIDDEN', 403);
    void reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}
