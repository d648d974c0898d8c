import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/database';
import { httpServerOptions, installConnectionLimits } from './http/connection-limits';
import { installCrossSiteCheck } from './http/cross-site';
import { installErrorHandler } from './http/error-handler';
import { installSecurityHeaders } from './http/security-headers';
import { serveWebApp } from './http/web-assets';
import { installMetrics } from './metrics/metrics';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { installSessionHooks } from './modules/auth/session-hooks';
import { createContentRepository } from './modules/content/content.repository';
import { contentRoutes } from './modules/content/content.routes';
import { readTextFiles } from './modules/content/text-files';
import { drawingPlugin } from './modules/drawing/drawing.plugin';
import { filesPlugin } from './modules/files/files.plugin';
import { healthRoutes } from './modules/health/health.routes';
import { jobsPlugin } from './modules/jobs/jobs.plugin';
import { usersRoutes } from './modules/users/users.routes';
import { preferencesRoutes } from './modules/users/preferences.routes';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { mailPlugin } from './modules/mail/mail.plugin';
import { workflowsPlugin } from './modules/workflows/workflows.plugin';
import { projectsPlugin } from './modules/projects/projects.plugin';
import { realtimeRoutes, type RealtimeHub } from './realtime/realtime';

export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  realtime: RealtimeHub;
}

/** Builds the whole HTTP app without listening, so tests can start it on any port. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  // Typed as Fastify's base logger so plugins typed against the default instance accept this one.
  const baseLogger: FastifyBaseLogger = deps.logger;
  const limits = {
    headersTimeoutMs: config.HTTP_HEADERS_TIMEOUT_MS,
    bodyIdleTimeoutMs: config.HTTP_BODY_IDLE_TIMEOUT_MS,
    maxConnectionsPerAddress: config.HTTP_MAX_CONNECTIONS_PER_ADDRESS,
  };
  const app = Fastify({
    loggerInstance: baseLogger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    http: httpServerOptions(limits),
    // Per-request lines only when debugging: at info they would cost more than the requests themselves.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });
  installConnectionLimits(app.server, limits);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const texts = readTextFiles();
  const authService = createAuthService({
    authRepo: createAuthRepository(db),
    limits: {
      maxAttempts: config.LOGIN_MAX_ATTEMPTS,
      maxAddressAttempts: config.LOGIN_MAX_ADDRESS_ATTEMPTS,
      windowSeconds: config.LOGIN_WINDOW_SECONDS,
    },
  });

  // Order matters: cookies before the session hook reads them; swagger before routes so it sees them all.
  await app.register(cookie);
  installSecurityHeaders(app, { https: config.COOKIE_SECURE });
  await app.register(swagger, {
    openapi: { info: { title: `${config.PRODUCT_NAME} API`, version: config.version } },
    transform: jsonSchemaTransform,
  });
  // Client messages are small JSON commands; the library default would buffer up to 100 MiB.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  installErrorHandler(app, texts);
  installMetrics(app, { token: config.METRICS_TOKEN });
  // Bodies are JSON (multipart and tus only in their own scopes): no text/plain, which a foreign form could send.
  app.removeContentTypeParser('text/plain');
  installCrossSiteCheck(app);
  installSessionHooks(app, authService, config.COOKIE_SECURE);

  await app.register(healthRoutes(db, config.version, config.EXECUTOR));
  await app.register(authRoutes(authService, config.COOKIE_SECURE));
  await app.register(usersRoutes);
  await app.register(
    preferencesRoutes({
      users: createUsersService({
        usersRepo: createUsersRepository(db),
        emailAvailable: config.SMTP_URL !== undefined,
      }),
    }),
  );
  await app.register(mailPlugin({ db, config }));
  await app.register(contentRoutes(createContentRepository(db)));
  await app.register(filesPlugin({ db, config }));
  await app.register(jobsPlugin({ db, config }));
  await app.register(drawingPlugin({ db, config }));
  await app.register(workflowsPlugin({ db, config }));
  await app.register(projectsPlugin({ db, config }));
  await app.register((instance) => realtimeRoutes(instance, deps.realtime));
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, () => app.swagger());

  await serveWebApp(app, config.WEB_DIST);
  return app;
}
