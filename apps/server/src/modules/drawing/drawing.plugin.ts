import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createLocalBlobStore } from '../../storage/local-blob-store';
import { readTextFiles } from '../content/text-files';
import { createFileIngest } from '../files/file-ingest';
import { createFilesData } from '../files/files-data';
import { createDrawingsRepository } from './drawings.repository';
import { drawingRoutes } from './drawings.routes';
import { createDrawingService } from './drawings.service';
import { createRenderPool } from './render-pool';

/** One render thread: the machines have few cores, and the API and the job engine need theirs. */
const RENDER_THREADS = 1;

/** The drawing tools' API, its render thread, and the clean-up of drawings a stopped server left RUNNING. */
export function drawingPlugin(deps: { db: Database; config: Config }) {
  return async (app: FastifyInstance) => {
    const files = createFilesData(deps.db);
    const store = await createLocalBlobStore(deps.config.STORAGE_DIR);
    const pool = createRenderPool({ threads: RENDER_THREADS });
    const drawings = createDrawingService({
      repo: createDrawingsRepository(deps.db),
      files,
      store,
      ingest: createFileIngest({ data: files, store, log: app.log }),
      pool,
      texts: readTextFiles(),
      log: app.log,
    });
    app.addHook('onReady', async () => {
      const failed = await drawings.failInterrupted();
      if (failed > 0) app.log.warn({ failed }, 'drawings interrupted by a restart were marked FAILURE');
    });
    app.addHook('onClose', async () => {
      await drawings.settle();
      await pool.close();
    });
    await app.register(drawingRoutes(drawings));
  };
}
