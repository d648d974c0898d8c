import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { FileSystem, type FtpConnection } from 'ftp-srv';
import { validateRename, validateUploadName } from '@biocloud/contracts';
import { AppError } from '../../http/app-error';
import { BlobLimitError, type BlobStore } from '../../storage/blob-store';
import { lookupText, type TextBundles } from '../content/text-files';
import type { Caller } from '../auth/caller';
import { assertValid, nameExists, quotaExceeded } from '../files/file-errors';
import type { FileIngest } from '../files/file-ingest';
import type { FilesData } from '../files/files-data';
import type { FileRecord } from '../files/files.repository';
import type { FilesService } from '../files/files.service';
import type { FileTreeService } from '../files/file-tree.service';
import { ftpPathText, resolveFtpPath } from './ftp-paths';
import { ingestingStream } from './ftp-upload-stream';

/*
 * The FTP view of one user's private space for ftp-srv: folders and files are rows, reads stream from the blob
 * store, uploads are staged and ingested with the quota, and every change goes through the same services (and
 * rules) as the web app. Nothing here touches a path on disk.
 */

/** Most entries one listing sends; a bigger folder is listed in part (the web app pages through any size). */
export const FTP_LIST_MAX = 100_000;

export interface FtpSpaceDeps {
  data: FilesData;
  store: BlobStore;
  ingest: FileIngest;
  files: FilesService;
  tree: FileTreeService;
  texts: TextBundles;
}

/** What ftp-srv's LIST and SIZE read of an entry. */
function stat(row: FileRecord, name: string) {
  return {
    name,
    size: row.is_folder ? 0 : row.size,
    mtime: row.modified_date,
    mode: row.is_folder ? 0o40755 : 0o100644,
    isDirectory: () => row.is_folder,
  };
}

const refused = (message: string) => new Error(message);

/** LIST arguments without ls options: clients send `LIST -a`, which every server reads as "this folder". */
function listTarget(argument: string): string {
  const target = argument
    .split(' ')
    .filter((part) => part !== '' && !/^-[A-Za-z]+$/.test(part))
    .join(' ');
  return target === '' ? '.' : target;
}

export class PrivateSpaceFileSystem extends FileSystem {
  private segments: string[] = [];

  constructor(
    connection: FtpConnection,
    private readonly deps: FtpSpaceDeps,
    private readonly caller: Caller,
  ) {
    super(connection, { root: '/', cwd: '/' });
  }

  /** Runs an operation, turning the services' refusals into FTP replies in English. */
  private async translate<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) {
        throw refused(lookupText(this.deps.texts, 'en', `errors.${error.code}`, error.params) ?? error.code);
      }
      throw error;
    }
  }

  private async locate(input = '.'): Promise<{ segments: string[]; row: FileRecord }> {
    const segments = resolveFtpPath(this.segments, input);
    if (!segments) throw refused('Permission denied: the path leads outside your data space');
    let row = await this.deps.data.files.privateRoot(this.caller.id);
    for (const name of segments) {
      const [child] = row.is_folder ? await this.deps.data.files.childrenNamed(row.uuid, [name]) : [];
      if (!child) throw refused('No such file or directory');
      row = child;
    }
    return { segments, row };
  }

  /** The existing folder a new entry goes into, and the entry's name. */
  private async locateParent(input: string): Promise<{ folder: FileRecord; name: string; segments: string[] }> {
    const segments = resolveFtpPath(this.segments, input);
    if (!segments) throw refused('Permission denied: the path leads outside your data space');
    const name = segments.at(-1);
    if (name === undefined) throw refused('Permission denied: the root cannot be changed');
    const { row: folder } = await this.locate(ftpPathText(segments.slice(0, -1)));
    if (!folder.is_folder) throw refused('Not a directory');
    return { folder, name, segments };
  }

  override currentDirectory(): string {
    return ftpPathText(this.segments);
  }

  override get(fileName: string) {
    return this.translate(async () => {
      const { segments, row } = await this.locate(listTarget(fileName));
      return stat(row, segments.at(-1) ?? '/');
    });
  }

  override list(path = '.') {
    return this.translate(async () => {
      const { row } = await this.locate(listTarget(path));
      if (!row.is_folder) throw refused('Not a directory');
      const children = await this.deps.data.files.children(row.uuid, FTP_LIST_MAX);
      return children.map((child) => stat(child, child.name));
    });
  }

  override chdir(path = '.') {
    return this.translate(async () => {
      const { segments, row } = await this.locate(path);
      if (!row.is_folder) throw refused('Not a directory');
      this.segments = segments;
      return this.currentDirectory();
    });
  }

  override read(fileName: string, { start }: { start?: number } = {}) {
    return this.translate(async () => {
      const { row } = await this.locate(fileName);
      if (row.is_folder) throw refused('Not a file');
      const blob = await this.deps.data.files.blobOf(row.uuid);
      if (!blob) throw refused('No such file or directory');
      const from = start ?? 0;
      const stream =
        from >= blob.size
          ? Readable.from([])
          : this.deps.store.openRead(blob.storage_key, { start: from, end: blob.size - 1 });
      return { stream, clientPath: fileName };
    });
  }

  override write(fileName: string, { append, start }: { append?: boolean; start?: number } = {}) {
    return this.translate(async () => {
      if (append || start) throw refused('Appending and resumed uploads are not supported: send the whole file');
      const { folder, name } = await this.locateParent(fileName);
      assertValid(validateUploadName(name));
      if ((await this.deps.data.files.childrenNamed(folder.uuid, [name])).length > 0) throw nameExists();
      const [quota, used] = await Promise.all([
        this.deps.data.files.quota(this.caller.id),
        this.deps.data.files.usage(this.caller.id),
      ]);
      const stream = ingestingStream((source) =>
        this.translate(async () => {
          let blob;
          try {
            blob = await this.deps.store.stage(source, { maxBytes: Math.max(0, quota - used) });
          } catch (error) {
            throw error instanceof BlobLimitError ? quotaExceeded() : error;
          }
          return this.deps.ingest(this.caller, folder, [{ name, blob }]);
        }),
      );
      return { stream, clientPath: fileName };
    });
  }

  override delete(path: string) {
    return this.translate(async () => {
      const { segments, row } = await this.locate(path);
      if (segments.length === 0) throw refused('Permission denied: the root cannot be changed');
      // As rmdir: a folder goes only when empty, so one command never removes a whole tree by surprise.
      if (row.is_folder && (await this.deps.data.files.children(row.uuid, 1)).length > 0) {
        throw refused('Directory not empty');
      }
      await this.deps.tree.delete(this.caller, [row.uuid]);
    });
  }

  override mkdir(path: string) {
    return this.translate(async () => {
      const { folder, name, segments } = await this.locateParent(path);
      await this.deps.files.createFolder(this.caller, folder.uuid, name);
      return ftpPathText(segments);
    });
  }

  override rename(from: string, to: string) {
    return this.translate(async () => {
      const { segments, row } = await this.locate(from);
      if (segments.length === 0) throw refused('Permission denied: the root cannot be changed');
      const target = await this.locateParent(to);
      // Every rule is checked before anything moves, so a refused rename changes nothing.
      if (target.name !== row.name) assertValid(validateRename(target.name));
      if (target.folder.uuid !== row.parent_uuid || target.name !== row.name) {
        if ((await this.deps.data.files.childrenNamed(target.folder.uuid, [target.name])).length > 0) {
          throw nameExists({ names: [target.name] });
        }
      }
      if (target.folder.uuid !== row.parent_uuid)
        await this.deps.tree.move(this.caller, [row.uuid], target.folder.uuid);
      if (target.name !== row.name) await this.deps.files.rename(this.caller, row.uuid, target.name);
    });
  }

  override chmod(): Promise<never> {
    return Promise.reject(refused('Not supported'));
  }

  override getUniqueName(): string {
    return `ftp_${randomBytes(8).toString('hex')}`;
  }
}
