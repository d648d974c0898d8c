import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { BlobStore } from '../../storage/blob-store';
import { createAuthRepository } from '../auth/auth.repository';
import type { DownloadService } from '../files/download.service';
import type { FileIngest } from '../files/file-ingest';
import type { FilesData } from '../files/files-data';
import { createFtpCredentialsRepository } from './ftp-credentials.repository';
import { ftpCredentialsRoutes } from './ftp-credentials.routes';
import { createFtpCredentialsService } from './ftp-credentials.service';
import { signedLinksRoutes } from './signed-links.routes';
import { createSignedLinksService } from './signed-links.service';
import { loadSigningSecret } from './signing-secret';
import { tusRoutes } from './tus.routes';
import { createTusService } from './tus.service';
import { startUploadSweeper } from './upload-sweeper';
import { createUploadsRepository } from './uploads.repository';

/** Transfers beyond the spec's own calls: tus uploads, signed links (object storage), FTP credentials. */
export function transfersPlugin(deps: {
  config: Config;
  db: Database;
  data: FilesData;
  store: BlobStore;
  ingest: FileIngest;
  downloads: DownloadService;
  objectStorageDisabledRegions: () => Promise<readonly string[]>;
}) {
  return async (app: FastifyInstance) => {
    const { config, db, data, store } = deps;

    const tus = createTusService({
      data,
      uploads: createUploadsRepository(db),
      store,
      ingest: deps.ingest,
      log: app.log,
    });
    // Its own scope: tus bodies are streams, not parsed, and its hooks concern only its routes.
    await app.register(tusRoutes(tus));
    const sweeper = startUploadSweeper(tus, app.log);
    app.addHook('onClose', () => sweeper.stop());

    const links = createSignedLinksService({
      data,
      downloads: deps.downloads,
      secret: await loadSigningSecret(config),
      ttlSeconds: config.SIGNED_URL_TTL_SECONDS,
      objectStorageDisabledRegions: deps.objectStorageDisabledRegions,
    });
    await app.register(signedLinksRoutes(links));

    const ftpCredentials = createFtpCredentialsService({
      credentials: createFtpCredentialsRepository(db),
      authRepo: createAuthRepository(db),
      limits: {
        maxAttempts: config.LOGIN_MAX_ATTEMPTS,
        maxAddressAttempts: config.LOGIN_MAX_ADDRESS_ATTEMPTS,
        windowSeconds: config.LOGIN_WINDOW_SECONDS,
      },
      ftp: { enabled: config.FTP_ENABLED, host: config.FTP_PASV_HOST, port: config.FTP_PORT },
    });
    await app.register(ftpCredentialsRoutes(ftpCredentials));
  };
}
