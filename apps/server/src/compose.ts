import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { instanceConfigSchema } from '@biocloud/contracts';
import type { Config } from './config';
import type { Database } from './db/database';
import { createBackground } from './background';
import { createLocalBlobStore } from './storage/local-blob-store';
import { createAccountLinks } from './modules/account/account-links';
import { createAccountLinksRepository, transactAccount } from './modules/account/account-links.repository';
import { createAccountSecurityService } from './modules/account/account-security.service';
import { createPasswordResetService } from './modules/account/password-reset.service';
import { createPhotoFiles } from './modules/account/profile-photo';
import { createProfileRepository } from './modules/account/profile.repository';
import { createProfileService } from './modules/account/profile.service';
import { composeVerificationCodes } from './modules/account/codes/compose-codes';
import { smsSenderFromConfig } from './modules/account/codes/sms-config';
import { createRegistrationRepository } from './modules/account/registration/registration.repository';
import { createRegistrationService } from './modules/account/registration/registration.service';
import { composeInvitations } from './modules/account/invitations/compose-invitations';
import { composeAdmin } from './modules/admin/compose-admin';
import { createPromotionsService } from './modules/content/promotions/promotions.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { startSessionCleanup } from './modules/auth/session-cleanup';
import { createWechatClient } from './modules/account/wechat/wechat-client';
import { createWechatService } from './modules/account/wechat/wechat.service';
import { createQuickLogin } from './modules/account/quick-login/quick-login.service';
import { catalogFor } from './modules/catalog/catalog-cache';
import { createSoftwareService } from './modules/catalog/software.service';
import { createToolDeveloper } from './modules/catalog/tool-developer';
import { createContentRepository } from './modules/content/content.repository';
import { readTextFiles } from './modules/content/text-files';
import { createDrawingsRepository } from './modules/drawing/drawings.repository';
import { createDrawingService } from './modules/drawing/drawings.service';
import { createRenderPool } from './modules/drawing/render-pool';
import { createBlobChecksumsRepository } from './modules/files/blob-checksums.repository';
import { createDownloadService } from './modules/files/download.service';
import { createFileIngest } from './modules/files/file-ingest';
import { createFileTreeService } from './modules/files/file-tree.service';
import { createFilesData } from './modules/files/files-data';
import { createFilesService } from './modules/files/files.service';
import { createMergeDeliveries } from './modules/tasks/merge-deliveries.repository';
import { createMergeDelivery } from './modules/tasks/merge-delivery';
import { createMergeService } from './modules/tasks/merge.service';
import { createMetadataWorker } from './modules/files/metadata/metadata-worker';
import { createPreviewService } from './modules/files/preview.service';
import { createStorageOrphansRepository } from './modules/files/storage-orphans.repository';
import { createStorageSweeper } from './modules/files/storage-sweeper';
import { createUploadService } from './modules/files/upload.service';
import { createMessagesRepository } from './modules/messages/messages.repository';
import { createMessagesService } from './modules/messages/messages.service';
import { tellTaskJobEnded } from './modules/messages/job-end-messages';
import { createAnnouncementsService } from './modules/messages/announcements.service';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { startStorageHistory } from './modules/dashboard/storage-history';
import { createQuickSearchRepository } from './modules/search/quick-search.repository';
import { createQuickSearchService } from './modules/search/quick-search.service';
import { createSuggestionFiles } from './modules/help/suggestion-files';
import { createHelpPagesRepository } from './modules/help/help-pages.repository';
import { createHelpPagesService } from './modules/help/help-pages.service';
import { createSuggestionsRepository } from './modules/help/suggestions.repository';
import { createSuggestionsService } from './modules/help/suggestions.service';
import { createStaffSuggestionsService } from './modules/help/staff-suggestions.service';
import { createTaskHooks } from './modules/tasks/task-hooks';
import { createBeansService } from './modules/beans/beans.service';
import { startBeanSweeper } from './modules/beans/bean-sweeper';
import { createPlacementRepository } from './modules/placement/placement.repository';
import { createInputChecks } from './modules/tasks/input-checks/input-checks';
import { readWholeByMetadata } from './modules/tasks/input-checks/read-whole-before';
import { createTaskSubmitter, transactSubmit } from './modules/tasks/task-submit';
import { createTaskWrites } from './modules/tasks/task-writes';
import { createTasksRepository } from './modules/tasks/tasks.repository';
import { createTasksService } from './modules/tasks/tasks.service';
import { startMailLoop } from './modules/mail/mail-loop';
import { createSmtpSender } from './modules/mail/smtp-sender';
import { createAnalyseService } from './modules/projects/analyse.service';
import { createCustomRepository } from './modules/projects/custom.repository';
import { createCustomService, transactCustom } from './modules/projects/custom.service';
import { createEvaluationService } from './modules/projects/evaluation.service';
import { transactProgress } from './modules/projects/progress-transaction';
import { createProgressRepository } from './modules/projects/progress.repository';
import { createProgressService } from './modules/projects/progress.service';
import { createProjectDataService } from './modules/projects/project-data.service';
import { createProjectDelete, transactProjectDelete } from './modules/projects/project-delete';
import { createProjectJobsRepository } from './modules/projects/project-jobs.repository';
import { createProjectDocuments } from './modules/projects/project-documents';
import { createProjectJobsService } from './modules/projects/project-jobs.service';
import { createProjectsRepository } from './modules/projects/projects.repository';
import { onProjectTaskChanged } from './modules/projects/project-status-follow';
import { createProjectsService } from './modules/projects/projects.service';
import { createReportsRepository } from './modules/projects/reports.repository';
import { createReportsService, transactReports } from './modules/projects/reports.service';
import { createSamplesService } from './modules/samples/samples.service';
import { createSoftwareSubmit } from './modules/software/software-submit';
import { createGenomeRepository } from './modules/genome/genome.repository';
import { createGenomeIndexWorker } from './modules/genome/genome-index-worker';
import { createGenomeIndexingRepository } from './modules/genome/genome-indexing.repository';
import { createGenomePartsMaker } from './modules/genome/genome-parts-maker';
import { createGenomeService } from './modules/genome/genome.service';
import { createFtpCredentialsRepository } from './modules/transfers/ftp-credentials.repository';
import { createFtpCredentialsService } from './modules/transfers/ftp-credentials.service';
import { createSignedLinksService } from './modules/transfers/signed-links.service';
import { loadSigningSecret } from './modules/transfers/signing-secret';
import { createTusService } from './modules/transfers/tus.service';
import { startUploadSweeper } from './modules/transfers/upload-sweeper';
import { createUploadsRepository } from './modules/transfers/uploads.repository';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { createAppCatalogService } from './modules/workflows/app-catalog.service';
import { createAppSoftware } from './modules/workflows/app-software';
import { createWorkflowActions, transactActions } from './modules/workflows/workflow-actions';
import { createWorkflowRunner } from './modules/workflows/workflow-runner';
import { transactSubmitWorkflow } from './modules/workflows/workflow-submit';
import { createWorkflowTabs } from './modules/workflows/workflow-tabs';
import { createWorkflowsService } from './modules/workflows/workflows.service';
import { composeSampleIo } from './modules/samples/compose-sample-io';
import { composeArticles } from './modules/articles/compose-articles';
import { grantBeans } from './modules/beans/ledger';
import { createOrderPaidHooks } from './modules/packages/order-paid-hooks';
import { createOrdersService } from './modules/packages/orders.service';
import { createPackagesService } from './modules/packages/packages.service';
import { jobLimitOf } from './modules/packages/job-limit-of';
import { createWechatPayClient } from './modules/payments/wechatpay-client';
import { wechatPayFromConfig } from './modules/payments/wechatpay-config';

/** One render thread: the machines have few cores, and the API and the job engine need theirs. */
const RENDER_THREADS = 1;

const disabledRegionsSchema = instanceConfigSchema.shape.objectStorageDisabledRegions;

/**
 * The composition root: every store and service of one process, built once and handed to the roles that use them
 * (the API's routes in app.ts, the engine, the FTP server), so no two copies can drift apart. Files stored by any of
 * them (uploads, task outputs, drawings, project documents, FTP) go through the one ingest that wakes the metadata
 * worker. The background loops run in the API role: `background` starts and stops them (app.ts).
 */
export async function composeServices(deps: { config: Config; db: Database; logger: FastifyBaseLogger }) {
  const { config, db, logger: log } = deps;
  const loginLimits = {
    maxAttempts: config.LOGIN_MAX_ATTEMPTS,
    maxAddressAttempts: config.LOGIN_MAX_ADDRESS_ATTEMPTS,
    windowSeconds: config.LOGIN_WINDOW_SECONDS,
  };

  // The shared things.
  const texts = readTextFiles();
  const catalog = await catalogFor(config.CATALOG_DIR);
  const store = await createLocalBlobStore(config.STORAGE_DIR);
  const content = createContentRepository(db);
  const authRepo = createAuthRepository(db);
  const objectStorageDisabledRegions = async () => {
    const parsed = disabledRegionsSchema.safeParse((await content.instanceConfig())?.objectStorageDisabledRegions);
    return parsed.success ? parsed.data : [];
  };

  // Files: every ingest of the process is this one, and it wakes the metadata worker.
  const files = createFilesData(db);
  const metadata = createMetadataWorker({
    repo: files.metadata,
    checksums: createBlobChecksumsRepository(db),
    store,
    log,
    runners: config.METADATA_WORKERS,
  });
  const ingest = createFileIngest({ data: files, store, log, onStored: metadata.wake });
  const filesService = createFilesService(files, metadata.wake);
  const tree = createFileTreeService({ data: files, store, log });
  const downloads = createDownloadService({ data: files, store, objectStorageDisabledRegions });
  const uploads = createUploadService({ data: files, store, ingest });
  const preview = createPreviewService({ data: files, store });
  const tus = createTusService({ data: files, uploads: createUploadsRepository(db), store, ingest, log });

  // Task jobs, the tool catalog, and compute jobs (runs of apps): a step's task change moves its workflow along,
  // then the status of an own-analysis project that the job runs in.
  const taskHooks = createTaskHooks();
  const taskWrites = createTaskWrites(taskHooks);
  const workflowRunner = createWorkflowRunner({ changeTask: taskWrites.change, hooks: taskHooks });
  taskHooks.onTaskChanged(workflowRunner.onStepTaskChanged);
  taskHooks.onTaskChanged(onProjectTaskChanged);
  taskHooks.onTaskChanged(tellTaskJobEnded);
  // Cloud beans (issue 31): a job's price is held with its submit and posted or given back with its end.
  const beans = createBeansService({ db, catalog });
  await beans.loadPrices();
  taskHooks.onTaskChanged(beans.onTaskChanged);
  const placement = createPlacementRepository(db);
  const submitter = createTaskSubmitter({
    placement,
    transact: transactSubmit(db, taskHooks),
    catalog,
    files,
    texts,
    inputChecks: createInputChecks(store, readWholeByMetadata(files), config.INPUT_READ_AT_SUBMIT_MAX_BYTES),
  });
  const tasks = createTasksService({
    tasksRepo: createTasksRepository(db),
    transact: taskWrites.transact(db),
    catalog,
    files,
    texts,
    limits: { userConcurrency: config.TASK_USER_CONCURRENCY, maxRunning: config.TASK_MAX_RUNNING },
    // A paid package's concurrent jobs replace the instance's limit (issue 31 item 3).
    jobLimitOf: (userId) => jobLimitOf(db, userId, config.TASK_USER_CONCURRENCY),
  });
  const software = createSoftwareService({ catalog, texts, priceOf: beans.priceOf });
  const workflows = createWorkflowsService({ db, catalog });
  const workflowActions = createWorkflowActions({
    transact: transactActions(db, { changeTask: taskWrites.change, runner: workflowRunner }),
    store,
    logger: log,
  });
  const workflowTabs = createWorkflowTabs({ db, catalog, files, store, texts, owned: workflows.owned });
  const appCatalog = createAppCatalogService({ catalog });
  const deliveries = createMergeDeliveries(db);

  // The genome viewer: contents are indexed in the background (genome-index-worker.ts).
  const genomeRepo = createGenomeRepository(db);
  const genomeIndexing = createGenomeIndexingRepository(db);
  const genomeIndexer = createGenomeIndexWorker({
    repo: genomeIndexing,
    make: createGenomePartsMaker({ repo: genomeRepo, data: files, store, log }).make,
    log,
    runners: config.GENOME_INDEX_WORKERS,
  });

  // Projects.
  const projectsRepo = createProjectsRepository(db);
  const usersRepo = createUsersRepository(db);
  const projects = createProjectsService({ db });
  const documents = createProjectDocuments({ data: files, store, ingest, log });

  const suggestionFiles = createSuggestionFiles(path.join(config.VAR_DIR, 'suggestions'));
  const pool = createRenderPool({ threads: RENDER_THREADS });
  const drawings = createDrawingService({
    repo: createDrawingsRepository(db),
    files,
    store,
    ingest,
    pool,
    texts,
    log,
  });

  // Accounts: links sent by e-mail are signed with the key of signed download links (one key to keep per instance).
  const signingSecret = await loadSigningSecret(config);
  const auth = createAuthService({ authRepo, limits: loginLimits });
  const accountLinksRepo = createAccountLinksRepository(db);
  const accountLinks = createAccountLinks({ secret: signingSecret, publicUrl: config.PUBLIC_URL });
  // Account providers: a way in whose provider is not configured is hidden (GET /api/v1/account/providers).
  const sms = smsSenderFromConfig(config);
  const wechatClient =
    config.WECHAT_APP_ID && config.WECHAT_APP_SECRET
      ? createWechatClient({
          appId: config.WECHAT_APP_ID,
          appSecret: config.WECHAT_APP_SECRET,
          openUrl: config.WECHAT_OPEN_URL,
          apiUrl: config.WECHAT_API_URL,
        })
      : null;
  const accountProviders = {
    email: config.SMTP_URL !== undefined,
    sms: sms !== null,
    wechat: wechatClient !== null,
    signup: config.SIGNUP_POLICY,
  };

  const verification = composeVerificationCodes({
    db,
    secret: signingSecret,
    captchaBits: config.CAPTCHA_BITS,
    perAddressHour: config.CODES_PER_ADDRESS_HOUR,
    sms,
    emailEnabled: accountProviders.email,
  });
  // Invitation links (issue 27 item 1): the way in under the `invite` policy, and who invited whom under the others.
  const invitations = composeInvitations({ config, db, secret: signingSecret });
  // What the e-mail link flows (security settings, password reset) share.
  const accountLinkDeps = {
    linksRepo: accountLinksRepo,
    attempts: authRepo,
    transact: transactAccount(db),
    links: accountLinks,
    auth,
    codes: verification.codes,
    mailAvailable: accountProviders.email,
  };
  // Packages and their orders (issue 31 item 3): WeChat Pay only when configured, bank transfer always.
  const wechatPaySettings = wechatPayFromConfig(config);
  const wechatPay = wechatPaySettings ? createWechatPayClient(wechatPaySettings) : null;
  /** Work in the transaction that marks an order paid (a package's monthly beans): register with onOrderPaid. */
  const orderPaid = createOrderPaidHooks();
  // A paid package credits its level's monthly beans, once per order, in the payment's transaction (issue 31).
  orderPaid.onOrderPaid(async (trx, order) => {
    if (order.monthlyBeans <= 0) return;
    await grantBeans(trx, {
      walletOwner: { kind: 'user', id: order.userId },
      amount: order.monthlyBeans,
      kind: 'package',
      key: `order:${order.id}`,
      ref: { type: 'order', id: order.id },
      reason: `package ${order.levelCode}`,
    });
  });

  const services = {
    config,
    db,
    texts,
    catalog,
    store,
    content,
    auth,
    wechat: createWechatService({ db, auth, client: wechatClient, log }),
    profile: createProfileService({
      profileRepo: createProfileRepository(db),
      photos: createPhotoFiles(path.join(config.VAR_DIR, 'photos')),
    }),
    security: createAccountSecurityService({ ...accountLinkDeps, loginLimits }),
    passwordReset: createPasswordResetService({
      ...accountLinkDeps,
      limits: { maxPerAddress: config.LOGIN_MAX_ADDRESS_ATTEMPTS, windowSeconds: config.LOGIN_WINDOW_SECONDS },
    }),
    ftpCredentials: createFtpCredentialsService({
      credentials: createFtpCredentialsRepository(db),
      authRepo,
      limits: loginLimits,
      ftp: { enabled: config.FTP_ENABLED, host: config.FTP_PASV_HOST, port: config.FTP_PORT },
    }),
    files,
    ingest,
    filesService,
    tree,
    downloads,
    uploads,
    preview,
    tus,
    signedLinks: createSignedLinksService({
      data: files,
      downloads,
      secret: signingSecret,
      ttlSeconds: config.SIGNED_URL_TTL_SECONDS,
      objectStorageDisabledRegions,
    }),
    merge: createMergeService({ data: files, catalog, submitter, deliveries }),
    software,
    beans,
    toolDeveloper: createToolDeveloper({ catalog }),
    softwareSubmit: createSoftwareSubmit({ software, submitter, catalog, files, store, ingest }),
    apps: createAppSoftware({
      transact: transactSubmitWorkflow(db, workflowRunner),
      catalog,
      files,
      store,
      ingest,
      texts,
      tasks: submitter,
      placement,
      apps: appCatalog,
    }),
    tasks,
    taskWrites,
    workflowRunner,
    workflows,
    workflowActions,
    workflowTabs,
    appCatalog,
    projects,
    progress: createProgressService({
      progressRepo: createProgressRepository(db),
      transact: transactProgress(db),
      projects,
    }),
    projectDelete: createProjectDelete({
      jobsRepo: createProjectJobsRepository(db),
      usersRepo,
      transact: transactProjectDelete(db),
      store,
      log,
      projects,
      workflowActions,
      tasks,
    }),
    projectData: createProjectDataService({ db, projects, data: files, files: filesService, tree, uploads }),
    projectJobs: createProjectJobsService({ db, catalog, projects, workflows, workflowActions, workflowTabs, tasks }),
    analyse: createAnalyseService({ filesRepo: files.files, catalog, projects }),
    reports: createReportsService({
      reportsRepo: createReportsRepository(db),
      projectsRepo,
      transact: transactReports(db),
      catalog,
      projects,
      documents,
      downloads,
      tree,
    }),
    custom: createCustomService({
      customRepo: createCustomRepository(db),
      projectsRepo,
      transact: transactCustom(db),
      projects,
      documents,
      downloads,
    }),
    evaluation: createEvaluationService({ db, projects }),
    drawings,
    genome: createGenomeService({
      repo: genomeRepo,
      indexing: genomeIndexing,
      data: files,
      store,
      wakeIndexer: genomeIndexer.wake,
    }),
    users: createUsersService({ usersRepo, emailAvailable: config.SMTP_URL !== undefined }),
    verification,
    quickLogin: createQuickLogin({ db, auth, codes: verification.codes }),
    accountProviders,
    invitations,
    promotions: createPromotionsService({ db }),
    registration: createRegistrationService({
      repo: createRegistrationRepository(db),
      authRepo,
      codes: verification.codes,
      policy: config.SIGNUP_POLICY,
      captcha: verification.captcha,
      invitations,
      db,
      texts,
      checkLimit: { perAddress: config.REGISTER_CHECKS_PER_ADDRESS, windowSeconds: config.LOGIN_WINDOW_SECONDS },
    }),
    messages: createMessagesService({ messagesRepo: createMessagesRepository(db), texts }),
    // Samples (issue 17): the list, the state machine, the information sheet and the staff side.
    samples: createSamplesService({ db }),
    // Sample templates and import, documents (reports, signed sheets), courier tracking.
    sampleIo: composeSampleIo({ config, db, texts }),
    announcements: createAnnouncementsService({ db }),
    dashboard: createDashboardService({ db, messagesRepo: createMessagesRepository(db) }),
    // Layout (issue 18 item 5): the header's quick search over the caller's own rows.
    quickSearch: createQuickSearchService(createQuickSearchRepository(db)),
    // Help: the centre's pages, and the feedback form's suggestions (their attachments under VAR_DIR).
    help: createHelpPagesService({ repo: createHelpPagesRepository(db) }),
    suggestions: createSuggestionsService({ repo: createSuggestionsRepository(db), files: suggestionFiles }),
    // Staff's list of suggestions and their answers (issue 18), over the same attachments.
    staffSuggestions: createStaffSuggestionsService({ db, files: suggestionFiles }),
    // Articles and literature interpretations, with the PubMed fill when PUBMED_URL is set (issue 18 item 3).
    articles: composeArticles({ config, db }),
    packages: createPackagesService({
      db,
      defaultJobs: config.TASK_USER_CONCURRENCY,
      paymentMethods: wechatPay ? ['wechatpay', 'bank'] : ['bank'],
      bankDetails: config.BANK_TRANSFER_DETAILS ?? null,
    }),
    orders: createOrdersService({ db, wechatPay, hooks: orderPaid, productName: config.PRODUCT_NAME, log }),
    orderPaid,
    // The staff console (issue 32): audit log, users, jobs and the system panel.
    admin: composeAdmin({ config, db, links: accountLinks, auth, changeTask: taskWrites.change }),
  };

  const sender = config.SMTP_URL
    ? createSmtpSender(config.SMTP_URL, config.SMTP_FROM ?? `${config.PRODUCT_NAME} <noreply@localhost>`)
    : null;
  /** The API role's background work: started when the app is ready, stopped when it closes (background.ts). */
  const parts = createBackground(
    [
      {
        name: 'metadata',
        start: () => {
          metadata.start();
          return metadata;
        },
      },
      {
        name: 'genome indexing',
        start: () => {
          genomeIndexer.start();
          return genomeIndexer;
        },
      },
      { name: 'merge delivery', start: () => createMergeDelivery({ deliveries, tree, log }).start() },
      {
        name: 'storage sweeper',
        start: () => createStorageSweeper({ store, orphans: createStorageOrphansRepository(db), log }).start(),
      },
      { name: 'upload sweeper', start: () => startUploadSweeper(tus, log) },
      // Every instance drains the outbox (rows are shared out with SKIP LOCKED), through SMTP_URL: set it on all of
      // them or none.
      {
        name: 'mail',
        start: () => startMailLoop({ db, sender, texts, productName: config.PRODUCT_NAME, log }),
      },
      {
        name: 'session clean-up',
        start: () => {
          const cleanup = startSessionCleanup(authRepo, config.LOGIN_WINDOW_SECONDS, log);
          return { stop: async () => cleanup.stop() };
        },
      },
      // Holds a crash left between a job's end and its settle (none when both are one transaction, as here).
      { name: 'bean sweep', start: () => startBeanSweeper(beans, log) },
      // The dashboard's storage chart: every user's storage of the day (issue 18 item 4).
      { name: 'storage history', start: () => startStorageHistory(db, log) },
      {
        name: 'interrupted drawings',
        start: async () => {
          const failed = await drawings.failInterrupted();
          if (failed > 0) log.warn({ failed }, 'drawings interrupted by a restart were marked FAILURE');
          return { stop: async () => {} };
        },
      },
    ],
    log,
  );
  const background = {
    start: () => parts.start(),
    async stop(): Promise<void> {
      // Drawings started by requests are waited for even when the background never started.
      await Promise.all([parts.stop(), drawings.settle()]);
      await pool.close();
      sender?.close();
    },
  };
  return { ...services, background };
}

export type Services = Awaited<ReturnType<typeof composeServices>>;
