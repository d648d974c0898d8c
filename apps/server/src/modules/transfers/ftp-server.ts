import type { AddressInfo } from 'node:net';
import { FtpSrv } from 'ftp-srv';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { isDatabaseUnavailable } from '../../db/connection-errors';
import { AppError } from '../../http/app-error';
import type { BlobStore } from '../../storage/blob-store';
import type { TextBundles } from '../content/text-files';
import type { FileIngest } from '../files/file-ingest';
import type { FilesData } from '../files/files-data';
import type { FilesService } from '../files/files.service';
import type { FileTreeService } from '../files/file-tree.service';
import type { FtpCredentialsService } from './ftp-credentials.service';
import { callerOf } from '../auth/caller';
import { PrivateSpaceFileSystem } from './ftp-file-system';

/*
 * The FTP role (ftp-srv): each user logs in with the console username and the FTP password the console made for
 * them, and sees only their own private space. It runs beside the API on the same database and blob store, with its
 * services of the process (compose.ts).
 */

export interface FtpServerHandle {
  port: number;
  close(): Promise<void>;
}

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGQUIT'] as const;

export async function startFtpServer(deps: {
  config: Config;
  logger: Logger;
  /** The process's stores and services (compose.ts). */
  services: {
    files: FilesData;
    store: BlobStore;
    ingest: FileIngest;
    filesService: FilesService;
    tree: FileTreeService;
    texts: TextBundles;
    ftpCredentials: FtpCredentialsService;
  };
}): Promise<FtpServerHandle> {
  const { config, services } = deps;
  const logger = deps.logger.child({ module: 'ftp' });
  const space = {
    data: services.files,
    store: services.store,
    ingest: services.ingest,
    files: services.filesService,
    tree: services.tree,
    texts: services.texts,
  };
  const credentials = services.ftpCredentials;

  const debugging = config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace';
  const signalListeners = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const server = new FtpSrv({
    url: `ftp://${config.HOST}:${config.FTP_PORT}`,
    pasv_url: config.FTP_PASV_HOST,
    pasv_min: config.FTP_PASV_RANGE.min,
    pasv_max: config.FTP_PASV_RANGE.max,
    anonymous: false,
    greeting: `${config.PRODUCT_NAME} FTP: log in with your username and the FTP password made in the console`,
    // The library logs every refused command as an error; our own lines say what matters.
    log: logger.child({ module: 'ftp-srv' }, { level: debugging ? config.LOG_LEVEL : 'fatal' }),
  });
  // ftp-srv makes the process exit on these signals; main.ts shuts down in order instead (the database last).
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!signalListeners.get(signal)?.includes(listener)) process.off(signal, listener);
    }
  }

  server.on('login', ({ connection, username, password }, resolve, reject) => {
    credentials.verify(username, password, connection.ip ?? null).then(
      (user) => {
        if (!user) return reject(new Error('Login incorrect'));
        logger.debug({ user: user.id }, 'ftp login');
        resolve({ fs: new PrivateSpaceFileSystem(connection, space, callerOf(user)) });
      },
      (error: unknown) => {
        const limited = error instanceof AppError && error.code === 'TOO_MANY_ATTEMPTS';
        // A database outage is logged once by the pool, and is no wrong password.
        const unavailable = isDatabaseUnavailable(error);
        if (!limited && !unavailable) logger.warn({ err: error }, 'ftp login failed');
        reject(
          new Error(
            limited
              ? 'Too many attempts, please try again later'
              : unavailable
                ? 'Service not available, please try again later'
                : 'Login incorrect',
          ),
        );
      },
    );
  });

  await server.listen();
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  logger.info({ port: address.port }, 'FTP server listening');
  return {
    port: address.port,
    async close() {
      await server.close();
    },
  };
}
