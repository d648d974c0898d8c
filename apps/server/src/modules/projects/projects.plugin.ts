import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createLocalBlobStore } from '../../storage/local-blob-store';
import { catalogFor } from '../catalog/catalog-cache';
import { readTextFiles } from '../content/text-files';
import { createDownloadService } from '../files/download.service';
import { createFileIngest } from '../files/file-ingest';
import { createFilesData } from '../files/files-data';
import { createFilesService } from '../files/files.service';
import { createFileTreeService } from '../files/file-tree.service';
import { MULTIPART_LIMITS } from '../files/multipart-parts';
import { createUploadService } from '../files/upload.service';
import { transactTasks } from '../jobs/task-writes';
import { createTasksRepository } from '../jobs/tasks.repository';
import { createTasksService } from '../jobs/tasks.service';
import { createMessagesRepository } from '../messages/messages.repository';
import { messagesRoutes } from '../messages/messages.routes';
import { createMessagesService } from '../messages/messages.service';
import { createWorkflowActions } from '../workflows/workflow-actions';
import { createWorkflowTabs } from '../workflows/workflow-tabs';
import { createWorkflowsService } from '../workflows/workflows.service';
import { createAnalyseService } from './analyse.service';
import { createCustomRepository } from './custom.repository';
import { createCustomService, transactCustom } from './custom.service';
import { evaluationRoutes } from './evaluation.routes';
import { createEvaluationService } from './evaluation.service';
import { transactProgress } from './progress-transaction';
import { createProgressRepository } from './progress.repository';
import { createProgressService } from './progress.service';
import { createProjectsRepository } from './projects.repository';
import { createProjectDataService } from './project-data.service';
import { createProjectDelete } from './project-delete';
import { createProjectDocuments } from './project-documents';
import { createProjectJobsService } from './project-jobs.service';
import { projectPapersRoutes } from './project-papers.routes';
import { projectWorkRoutes } from './project-work.routes';
import { projectsRoutes } from './projects.routes';
import { createProjectsService } from './projects.service';
import { createReportsService } from './reports.service';

/**
 * Projects (issue 6) and the messages they send: the project services over the files, task and workflow modules
 * (project data is the files module's tree on the project's roots; project jobs are the jobs modules' rows run with
 * the project's id), and their routes, with multipart parsing inside this scope for attachments and deliveries.
 */
export function projectsPlugin(deps: { db: Database; config: Config }) {
  return async (app: FastifyInstance) => {
    const { db, config } = deps;
    const catalog = await catalogFor(config.CATALOG_DIR);
    const store = await createLocalBlobStore(config.STORAGE_DIR);
    const texts = readTextFiles();
    const data = createFilesData(db);
    const ingest = createFileIngest({ data, store, log: app.log });
    const tree = createFileTreeService({ data, store, log: app.log });
    const downloads = createDownloadService({ data, store, objectStorageDisabledRegions: async () => [] });
    const documents = createProjectDocuments({ data, store, ingest, log: app.log });

    const projects = createProjectsService({ db });
    const workflows = createWorkflowsService({ db, catalog });
    const workflowActions = createWorkflowActions({ db, store, logger: app.log });
    const tasks = createTasksService({
      tasksRepo: createTasksRepository(db),
      transact: transactTasks(db),
      catalog,
      files: data,
      texts,
      limits: { userConcurrency: config.TASK_USER_CONCURRENCY, maxRunning: config.TASK_MAX_RUNNING },
    });

    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
    await app.register(
      projectsRoutes({
        projects,
        progress: createProgressService({
          progressRepo: createProgressRepository(db),
          transact: transactProgress(db),
          projects,
        }),
        remove: createProjectDelete({ db, store, log: app.log, projects, workflowActions, tasks }),
      }),
    );
    await app.register(
      projectWorkRoutes({
        data: createProjectDataService({
          db,
          projects,
          data,
          files: createFilesService(data),
          tree,
          uploads: createUploadService({ data, store, ingest }),
        }),
        jobs: createProjectJobsService({
          db,
          catalog,
          projects,
          workflows,
          workflowActions,
          workflowTabs: createWorkflowTabs({ db, catalog, files: data, store, texts, owned: workflows.owned }),
          tasks,
        }),
        analyse: createAnalyseService({ db, catalog, projects }),
      }),
    );
    await app.register(
      projectPapersRoutes({
        reports: createReportsService({ db, catalog, projects, documents, downloads, tree }),
        custom: createCustomService({
          customRepo: createCustomRepository(db),
          projectsRepo: createProjectsRepository(db),
          transact: transactCustom(db),
          projects,
          documents,
          downloads,
        }),
      }),
    );
    await app.register(evaluationRoutes({ evaluation: createEvaluationService({ db, projects }) }));
    await app.register(
      messagesRoutes({ messages: createMessagesService({ messagesRepo: createMessagesRepository(db), texts }) }),
    );
  };
}
