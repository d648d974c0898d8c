import type { AddressInfo } from 'node:net';
import { FtpSrv } from 'ftp-srv';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { isDatabaseUnavailable } from '../../db/connection-errors';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { createLocalBlobStore } from '../../storage/local-blob-store';
import { createAuthRepository } from '../auth/auth.repository';
import { readTextFiles } from '../content/text-files';
import { callerOf } from '../files/file-access';
import { createFileIngest } from '../files/file-ingest';
import { createFilesData } from '../files/files-data';
import { createFilesService } from '../files/files.service';
import { createFileTreeService } from '../files/file-tree.service';
import { createFtpCredentialsRepository } from './ftp-credentials.repository';
import { createFtpCredentialsService } from './ftp-credentials.service';
import { PrivateSpaceFileSystem } from './ftp-file-system';

/*
 * The FTP role (ftp-srv): each user logs in with the console username and the FTP password the console made for
 * them, and sees only their own private space. It runs beside the API on the same database and blob store, with its
 * own instances of the services, so it can also run as a process of its own.
 */

export interface FtpServerHandle {
  port: number;
  close(): Promise<void>;
}

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGQUIT'] as const;

export async function startFtpServer(deps: { config: Config; db: Database; logger: Logger }): Promise<FtpServerHandle> {
  const { config, db } = deps;
  const logger = deps.logger.child({ module: 'ftp' });
  const store = await createLocalBlobStore(config.STORAGE_DIR);
  const data = createFilesData(db);
  const ingest = createFileIngest({ data, store, log: logger });
  const space = {
    data,
    store,
    ingest,
    files: createFilesService(data),
    tree: createFileTreeService({ data, store, log: logger }),
    texts: readTextFiles(),
  };
  const credentials = createFtpCredentialsService({
    credentials: createFtpCredentialsRepository(db),
    authRepo: createAuthRepository(db),
    limits: {
      maxAttempts: config.LOGIN_MAX_ATTEMPTS,
      maxAddressAttempts: config.LOGIN_MAX_ADDRESS_ATTEMPTS,
      windowSeconds: config.LOGIN_WINDOW_SECONDS,
    },
    ftp: { enabled: true, host: config.FTP_PASV_HOST, port: config.FTP_PORT },
  });

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
