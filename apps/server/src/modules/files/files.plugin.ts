import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { instanceConfigSchema } from '@biocloud/contracts';
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

const disabledRegionsSchema = instanceConfigSchema.shape.objectStorageDisabledRegions;

/** Turns an HTML form post (the way a browser streams a zip to disk) into the same fields a JSON body has. */
function parseForm(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) fields[key] = key in fields ? `${fields[key]},${value}` : value;
  return fields;
}

/** Data files: the blob store, the services and their routes, with multipart parsing only inside this scope. */
export function filesPlugin(deps: { db: Database; storageDir: string }) {
  return async (app: FastifyInstance) => {
    const store = await createLocalBlobStore(deps.storageDir);
    const data = createFilesData(deps.db);
    const content = createContentRepository(deps.db);
    const objectStorageDisabledRegions = async () => {
      const parsed = disabledRegionsSchema.safeParse((await content.instanceConfig())?.objectStorageDisabledRegions);
      return parsed.success ? parsed.data : [];
    };

    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, parseForm(body as string));
    });

    await app.register(filesRoutes(createFilesService(data), createFileTreeService({ data, store, log: app.log })));
    await app.register(
      transferRoutes(
        createUploadService({ data, store, ingest: createFileIngest({ data, store, log: app.log }) }),
        createDownloadService({ data, store, objectStorageDisabledRegions }),
        createPreviewService({ data, store }),
      ),
    );
  };
}
