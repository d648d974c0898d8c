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
import { transfersPlugin } from '../transfers/transfers.plugin';

const disabledRegionsSchema = instanceConfigSchema.shape.objectStorageDisabledRegions;

/** Turns an HTML form post (the way a browser streams a zip to disk) into the same fields a JSON body has. */
function parseForm(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) fields[key] = key in fields ? `${fields[key]},${value}` : value;
  return fields;
}

/**
 * Data files: the blob store, the services and their routes, with multipart parsing only inside this scope, the
 * transfers built on them, and the background worker computing format metadata.
 */
export function filesPlugin(deps: { db: Database; config: Config }) {
  return async (app: FastifyInstance) => {
    const store = await createLocalBlobStore(deps.config.STORAGE_DIR);
    const data = createFilesData(deps.db);
    const metadata = createMetadataWorker({
      repo: data.metadata,
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
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, parseForm(body as string));
    });

    const downloads = createDownloadService({ data, store, objectStorageDisabledRegions });
    await app.register(
      filesRoutes(createFilesService(data, metadata.wake), createFileTreeService({ data, store, log: app.log })),
    );
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
