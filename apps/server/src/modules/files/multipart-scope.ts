import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { MULTIPART_LIMITS } from './multipart-parts';

type RoutePlugin = (app: FastifyInstance) => Promise<void>;

/** Routes that take multipart bodies, in a scope of their own: no other route parses multipart. */
export function multipartScope(...routes: RoutePlugin[]) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
    for (const route of routes) await app.register(route);
  };
}
