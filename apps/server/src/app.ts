import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Services } from './compose';
import { httpServerOptions, installConnectionLimits } from './http/connection-limits';
import { installCrossSiteCheck } from './http/cross-site';
import { installErrorHandler } from './http/error-handler';
import { installSecurityHeaders } from './http/security-headers';
import { serveWebApp } from './http/web-assets';
import { installMetrics } from './metrics/metrics';
import { accountSecurityRoutes } from './modules/account/account-security.routes';
import { passwordResetRoutes } from './modules/account/password-reset.routes';
import { profileRoutes } from './modules/account/profile.routes';
import { codesRoutes } from './modules/account/codes/codes.routes';
import { providersRoutes } from './modules/account/providers.routes';
import { registrationRoutes } from './modules/account/registration/registration.routes';
import { invitationsRoutes } from './modules/account/invitations/invitations.routes';
import { promotionsRoutes } from './modules/content/promotions/promotions.routes';
import { beansRoutes } from './modules/beans/beans.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { wechatRoutes } from './modules/account/wechat/wechat.routes';
import { quickLoginRoutes } from './modules/account/quick-login/quick-login.routes';
import { installSessionHooks } from './modules/auth/session-hooks';
import { contentRoutes } from './modules/content/content.routes';
import { webcastRoutes } from './modules/content/webcast.routes';
import { lookupText } from './modules/content/text-files';
import { jumpRoutes } from './modules/jump/jump.routes';
import { toolDeveloperRoutes } from './modules/software/tool-developer.routes';
import { toolCustomRoutes } from './modules/projects/tool-custom.routes';
import { createDocumentPolicy } from './modules/content/document-policy';
import { quickSearchRoutes } from './modules/search/quick-search.routes';
import { drawingRoutes } from './modules/drawing/drawings.routes';
import { filesRoutes } from './modules/files/files.routes';
import { mergeRoutes } from './modules/tasks/merge.routes';
import { multipartScope } from './modules/files/multipart-scope';
import { transferRoutes } from './modules/files/transfer.routes';
import { genomeRoutes } from './modules/genome/genome.routes';
import { healthRoutes } from './modules/health/health.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { announcementsRoutes } from './modules/messages/announcements.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { suggestionsRoutes } from './modules/help/suggestions.routes';
import { staffSuggestionsRoutes } from './modules/help/staff-suggestions.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { helpPagesRoutes } from './modules/help/help-pages.routes';
import { articlesRoutes } from './modules/articles/articles.routes';
import { evaluationRoutes } from './modules/projects/evaluation.routes';
import { projectPapersRoutes } from './modules/projects/project-papers.routes';
import { projectWorkRoutes } from './modules/projects/project-work.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { samplesRoutes } from './modules/samples/samples.routes';
import { softwareRoutes } from './modules/software/software.routes';
import { ftpCredentialsRoutes } from './modules/transfers/ftp-credentials.routes';
import { signedLinksRoutes } from './modules/transfers/signed-links.routes';
import { tusRoutes } from './modules/transfers/tus.routes';
import { usersRoutes } from './modules/users/users.routes';
import { preferencesRoutes } from './modules/users/preferences.routes';
import { workflowsRoutes } from './modules/workflows/workflows.routes';
import { sampleIoRoutes } from './modules/samples/sample-io.routes';
import { realtimeRoutes, type RealtimeHub } from './realtime/realtime';
import { packagesRoutes } from './modules/packages/packages.routes';
import { wechatPayRoutes } from './modules/payments/wechatpay.routes';

export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  realtime: RealtimeHub;
  /** Built once per process by composeServices (compose.ts) and shared with the engine and FTP roles. */
  services: Services;
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
    bodyMinBytesPerSecond: config.HTTP_BODY_MIN_BYTES_PER_SECOND,
    bodyMinRateWindowMs: config.HTTP_BODY_MIN_RATE_WINDOW_MS,
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
  installConnectionLimits(
    app.server,
    limits,
    (locale, rate) => lookupText(deps.services.texts, locale, 'errors.BODY_TOO_SLOW', { rate }) ?? '',
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const s = deps.services;

  // Order matters: cookies before the session hook reads them; swagger before routes so it sees them all.
  await app.register(cookie);
  installSecurityHeaders(app, { https: config.COOKIE_SECURE });
  await app.register(swagger, {
    openapi: { info: { title: `${config.PRODUCT_NAME} API`, version: config.version } },
    transform: jsonSchemaTransform,
  });
  // Client messages are small JSON commands; the library default would buffer up to 100 MiB.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  installErrorHandler(app, s.texts);
  installMetrics(app, { token: config.METRICS_TOKEN });
  // Bodies are JSON (multipart and tus only in their own scopes): no text/plain, which a foreign form could send.
  app.removeContentTypeParser('text/plain');
  installCrossSiteCheck(app);
  installSessionHooks(app, s.auth, config.COOKIE_SECURE);

  // The background work of the API role (metadata, merge delivery, sweepers, mail, session clean-up).
  app.addHook('onReady', () => s.background.start());
  app.addHook('onClose', () => s.background.stop());

  // Every module's routes, in order; multipart bodies are parsed only in the scopes that take them.
  await app.register(healthRoutes(db, config.version, config.EXECUTOR));
  await app.register(authRoutes(s.auth, config.COOKIE_SECURE));
  await app.register(wechatRoutes({ wechat: s.wechat, secureCookie: config.COOKIE_SECURE }));
  await app.register(usersRoutes);
  await app.register(passwordResetRoutes({ passwordReset: s.passwordReset }));
  await app.register(profileRoutes({ profile: s.profile }));
  await app.register(accountSecurityRoutes({ security: s.security }));
  await app.register(codesRoutes(s.verification));
  await app.register(quickLoginRoutes({ quickLogin: s.quickLogin, secureCookie: config.COOKIE_SECURE }));
  await app.register(providersRoutes(s.accountProviders));
  await app.register(registrationRoutes(s.registration));
  await app.register(invitationsRoutes(s.invitations));
  await app.register(promotionsRoutes(s.promotions));
  await app.register(beansRoutes(s.beans));
  await app.register(preferencesRoutes({ users: s.users }));
  await app.register(contentRoutes(s.content));
  await app.register(
    multipartScope(
      filesRoutes(s.filesService, s.tree),
      mergeRoutes(s.merge),
      transferRoutes(s.uploads, s.downloads, s.preview),
    ),
  );
  await app.register(genomeRoutes(s.genome));
  await app.register(tusRoutes(s.tus));
  await app.register(signedLinksRoutes(s.signedLinks));
  await app.register(ftpCredentialsRoutes(s.ftpCredentials));
  await app.register(softwareRoutes({ software: s.software, tools: s.softwareSubmit, apps: s.apps }));
  await app.register(toolDeveloperRoutes({ software: s.software, developer: s.toolDeveloper }));
  await app.register(tasksRoutes(s.tasks));
  await app.register(drawingRoutes(s.drawings));
  await app.register(
    workflowsRoutes({
      workflows: s.workflows,
      actions: s.workflowActions,
      tabs: s.workflowTabs,
      apps: s.appCatalog,
      // Packages are zips of the job's folders: the owner's own files, so the plain zip of the files API fits.
      zip: (caller, folders) => s.downloads.package(caller, folders),
    }),
  );
  await app.register(
    multipartScope(
      projectsRoutes({ projects: s.projects, progress: s.progress, remove: s.projectDelete }),
      projectWorkRoutes({ data: s.projectData, jobs: s.projectJobs, analyse: s.analyse }),
      projectPapersRoutes({ reports: s.reports, custom: s.custom }),
      evaluationRoutes({ evaluation: s.evaluation }),
    ),
  );
  await app.register(toolCustomRoutes({ software: s.software, custom: s.custom }));
  await app.register(messagesRoutes({ messages: s.messages }));
  await app.register(samplesRoutes({ samples: s.samples }));
  // Sample templates and import, documents, tracking (multipart in their own scopes).
  await app.register(sampleIoRoutes(s.sampleIo));
  await app.register(announcementsRoutes({ announcements: s.announcements }));
  await app.register(dashboardRoutes({ dashboard: s.dashboard }));
  // Layout (issue 18 item 5): quick search and the live jump.
  await app.register(quickSearchRoutes(s.quickSearch));
  await app.register(webcastRoutes(s.content));
  // Partner hand-overs (jumpv1, jumpv3): the configured allow-list and links.
  await app.register(jumpRoutes({ allowedOrigins: config.JUMP_ALLOWED_ORIGINS, links: config.JUMP_LINKS }));
  // Help: the centre's pages and search, the feedback form (multipart).
  await app.register(helpPagesRoutes({ help: s.help }));
  await app.register(multipartScope(suggestionsRoutes({ suggestions: s.suggestions })));
  await app.register(staffSuggestionsRoutes({ staffSuggestions: s.staffSuggestions }));
  await app.register(adminRoutes(s.admin));
  // Articles, literature interpretations and their PubMed fill (issue 18 item 3).
  await app.register(articlesRoutes(s.articles));
  // Packages, upgrade orders and WeChat Pay's notifications (issue 31 item 3).
  await app.register(packagesRoutes({ packages: s.packages, orders: s.orders }));
  await app.register(wechatPayRoutes({ orders: s.orders }));
  await app.register((instance) => realtimeRoutes(instance, deps.realtime));
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, () => app.swagger());

  await serveWebApp(app, config.WEB_DIST, createDocumentPolicy(s.content, config.JUMP_ALLOWED_ORIGINS));
  return app;
}
