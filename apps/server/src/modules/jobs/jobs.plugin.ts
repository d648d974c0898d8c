import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createLocalBlobStore } from '../../storage/local-blob-store';
import { catalogFor } from '../catalog/catalog-cache';
import { copyExampleInputs } from '../catalog/example-inputs';
import { softwareRoutes } from '../catalog/software.routes';
import { createSoftwareService } from '../catalog/software.service';
import { readTextFiles } from '../content/text-files';
import { createFileIngest } from '../files/file-ingest';
import { createFilesData } from '../files/files-data';
import { createAppSoftware } from '../workflows/app-software';
import { softwareNotFound } from './task-errors';
import { createTaskSubmitter } from './task-submit';
import { tasksRoutes } from './tasks.routes';
import { transactTasks } from './task-writes';
import { createTasksRepository } from './tasks.repository';
import { createTasksService } from './tasks.service';

/** Example jobs are named after the tool, so the result folder says what it holds. */
const EXAMPLE_JOB_SUFFIX = '_example';

/** The software catalog and task jobs: the catalog (loaded and checked once), the services and their routes. */
export function jobsPlugin(deps: { db: Database; config: Config }) {
  return async (app: FastifyInstance) => {
    const { db, config } = deps;
    const catalog = await catalogFor(config.CATALOG_DIR);
    const store = await createLocalBlobStore(config.STORAGE_DIR);
    const files = createFilesData(db);
    const ingest = createFileIngest({ data: files, store, log: app.log });
    const texts = readTextFiles();
    const submitter = createTaskSubmitter({ db, catalog, files, texts });
    const software = createSoftwareService({ catalog, texts });
    const tool = (softwareId: string) => {
      const found = software.find(softwareId);
      if (!found) throw softwareNotFound();
      return found;
    };

    await app.register(
      softwareRoutes({
        software,
        apps: createAppSoftware({ db, catalog, files, store, ingest, texts, tasks: submitter }),
        submit: (caller, locale, softwareId, body) => submitter.submit(caller, tool(softwareId), body, locale),
        async example(caller, locale, softwareId, jobName) {
          const manifest = tool(softwareId);
          submitter.assertAvailable(manifest, locale);
          const values = await copyExampleInputs({ catalog: catalog.catalog, files, store, ingest }, caller, manifest);
          const body = { jobName: jobName ?? `${manifest.id}${EXAMPLE_JOB_SUFFIX}`, ...values };
          return submitter.submit(caller, manifest, body, locale);
        },
      }),
    );
    await app.register(
      tasksRoutes(
        createTasksService({
          tasksRepo: createTasksRepository(db),
          transact: transactTasks(db),
          catalog,
          files,
          texts,
          limits: { userConcurrency: config.TASK_USER_CONCURRENCY, maxRunning: config.TASK_MAX_RUNNING },
        }),
      ),
    );
  };
}
