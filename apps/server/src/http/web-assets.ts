import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './app-error';

/** Vite's build.assetsDir: every file there is named by its content hash, so a name never changes its bytes. */
const HASHED_ASSETS_DIR = 'assets';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files (favicon): revalidated on each load, so a new release is picked up at once. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * The built web app from the same port; unknown non-API paths get index.html so the client router decides.
 * The build writes .br and .gz beside each text file (apps/web/build/precompress-plugin.ts): they are answered by
 * Accept-Encoding, never compressed per request.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDist: string,
  /** The policy of the app's page, which may name configured origins (content/document-policy.ts). */
  documentPolicy?: () => Promise<string>,
): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const hashedDir = path.join(webDist, HASHED_ASSETS_DIR) + path.sep;
  if (hasWeb) {
    // The files of the web app need no login. @fastify/static takes no route config, but marks each of its file
    // routes with `rootPath`: those are made public here (the not-found fallback is public as every 404).
    app.addHook('onRoute', (route) => {
      if (route.config && 'rootPath' in route.config) route.config = { ...route.config, public: true };
    });
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed siblings are answered for their file, not as routes of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        void reply.header('cache-control', filePath.startsWith(hashedDir) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = /^\/(api|resource|metrics)(\/|$)/.test(request.url);
    if (!hasWeb || isApi || request.method !== 'GET') {
      throw notFound();
    }
    // A failed look-up keeps the default policy (this site only): the page still loads, and says what failed.
    const policy = await documentPolicy?.().catch((error: unknown) => {
      request.log.warn({ err: error }, 'document policy: configured origins unavailable');
      return null;
    });
    if (policy) void reply.header('content-security-policy', policy);
    return reply.type('text/html').sendFile('index.html');
  });
}
