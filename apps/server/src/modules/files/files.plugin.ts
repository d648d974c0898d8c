import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { instanceConfigSchema } from '@biocloud/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createLocalBlobStore } from '../../storage/local-blob-store';
import { createContentRepository } from '../content/content.repository';
import { createDownloadService } from './download.service';
import { createFileIngest } from './file-ingest';
import { createFilesData } from './files-data';
import { filesRoutes } from './files.routes';
import { createFilesService } from './files.service';
import { createFileTreeService } from './file-tree.service';
import { MULTIPART_LIMITS } from './multipart-parts';
import { createPreviewService } from './preview.service';
import { transferRoutes } from './transfer.routes';
import { createUploadService } from './upload.service';
import { createMetadataWorker } from './metadata/metadata-worker';
import { createBlobChecksumsRepository } from './blob-checksums.repository';
import { transfersPlugin } from '../transfers/transfers.plugin';
import { catalogFor } from '../catalog/catalog-cache';
import { readTextFiles } from '../content/text-files';
import { createTaskSubmitter } from '../jobs/task-submit';
import { createMergeDeliveries } from './merge-deliveries.repository';
import { createMergeDelivery } from './merge-delivery';
import { mergeRoutes } from './merge.routes';
import { createMergeService } from './merge.service';
import { createStorageOrphansRepository } from './storage-orphans.repository';
import { createStorageSweeper } from './storage-sweeper';
import type { Periodic } from './periodic';

const disabledRegionsSchema = instanceConfigSchema.shape.objectStorageDisabledRegions;

/**
 * Data files: the blob store, the services and their routes, with multipart parsing only inside this scope, the
 * transfers built on them, merging text files (a task job), and the background work: the worker computing format
 * metadata, the delivery of merged files and the sweeper of orphaned storage.
 */
export function filesPlugin(deps: { db: Database; config: Config }) {
  return async (app: FastifyInstance) => {
    const store = await createLocalBlobStore(deps.config.STORAGE_DIR);
    const data = createFilesData(deps.db);
    const metadata = createMetadataWorker({
      repo: data.metadata,
      checksums: createBlobChecksumsRepository(deps.db),
      store,
      log: app.log,
      runners: deps.config.METADATA_WORKERS,
    });
    app.addHook('onReady', async () => metadata.start());
    app.addHook('onClose', () => metadata.stop());
    const ingest = createFileIngest({ data, store, log: app.log, onStored: metadata.wake });
    const content = createContentRepository(deps.db);
    const objectStorageDisabledRegions = async () => {
      const parsed = disabledRegionsSchema.safeParse((await content.instanceConfig())?.objectStorageDisabledRegions);
      return parsed.success ? parsed.data : [];
    };

    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

    const downloads = createDownloadService({ data, store, objectStorageDisabledRegions });
    const tree = createFileTreeService({ data, store, log: app.log });
    await app.register(filesRoutes(createFilesService(data, metadata.wake), tree));

    const catalog = await catalogFor(deps.config.CATALOG_DIR);
    const deliveries = createMergeDeliveries(deps.db);
    const submitter = createTaskSubmitter({ db: deps.db, catalog, files: data, texts: readTextFiles() });
    await app.register(mergeRoutes(createMergeService({ data, catalog, submitter, deliveries })));

    const delivery = createMergeDelivery({ deliveries, tree, log: app.log });
    const sweeper = createStorageSweeper({ store, orphans: createStorageOrphansRepository(deps.db), log: app.log });
    let background: Periodic[] = [];
    app.addHook('onReady', async () => {
      background = [delivery.start(), sweeper.start()];
    });
    app.addHook('onClose', async () => {
      await Promise.all(background.map((task) => task.stop()));
    });
    await app.register(
      transferRoutes(createUploadService({ data, store, ingest }), downloads, createPreviewService({ data, store })),
    );
    await app.register(
      transfersPlugin({
        config: deps.config,
        db: deps.db,
        data,
        store,
        ingest,
        downloads,
        objectStorageDisabledRegions,
      }),
    );
  };
}
