import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createLocalBlobStore } from '../../storage/local-blob-store';
import { catalogFor } from '../catalog/catalog-cache';
import { readTextFiles } from '../content/text-files';
import { createDownloadService } from '../files/download.service';
import { createFilesData } from '../files/files-data';
import { createAppCatalogService } from './app-catalog.service';
import { createWorkflowActions } from './workflow-actions';
import { createWorkflowTabs } from './workflow-tabs';
import { workflowsRoutes } from './workflows.routes';
import { createWorkflowsService } from './workflows.service';

/**
 * Compute jobs (runs of apps) and the app types. Starting one goes through the software API (jobs.plugin.ts with
 * app-software.ts); the engine runs its steps as task jobs and workflow-runner.ts moves it along.
 */
export function workflowsPlugin(deps: { db: Database; config: Config }) {
  return async (app: FastifyInstance) => {
    const { db, config } = deps;
    const catalog = await catalogFor(config.CATALOG_DIR);
    const store = await createLocalBlobStore(config.STORAGE_DIR);
    const files = createFilesData(db);
    const workflows = createWorkflowsService({ db, catalog });
    // Packages are zips of the job's folders: the owner's own files, so the plain zip of the files API fits.
    const downloads = createDownloadService({ data: files, store, objectStorageDisabledRegions: async () => [] });
    await app.register(
      workflowsRoutes({
        workflows,
        actions: createWorkflowActions({ db, store, logger: app.log }),
        tabs: createWorkflowTabs({ db, catalog, files, store, texts: readTextFiles(), owned: workflows.owned }),
        apps: createAppCatalogService({ catalog }),
        zip: (caller, folders) => downloads.package(caller, folders),
      }),
    );
  };
}
