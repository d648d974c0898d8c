import type { Readable } from 'node:stream';
import yazl from 'yazl';
import {
  inlineMediaType,
  preferredTransferMethod,
  transferMethods,
  type TransferMethod,
  type TransferMethodState,
} from '@biocloud/contracts';
import type { BlobStore } from '../../storage/blob-store';
import { parseRangeHeader } from './byte-range';
import { contentDisposition } from './content-disposition';
import { readableFile, readableFiles, type Caller } from './file-access';
import { fileNotFound, isAFolder, rangeNotSatisfiable } from './file-errors';
import type { FilesData } from './files-data';
import type { FileRecord } from './files.repository';
import { freeName } from './unique-name';

/*
 * Downloads: one file with Range support, several files and folders as one zip streamed straight from the blobs
 * (stored, not deflated: sequencing data is mostly compressed already, and storing keeps the zip as fast as the
 * disk), and the transfer-method check of spec 000 §4.
 */

export interface DownloadAnswer {
  status: 200 | 206;
  headers: Record<string, string>;
  /** Opened only when the body is sent (not for HEAD). */
  open(): Readable;
}

export interface DownloadRequest {
  range?: string;
  ifRange?: string;
  inline: boolean;
}

/** Downloads are never run as pages of this origin: a sandbox keeps an uploaded HTML or SVG file from scripting. */
const SANDBOX = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

export function createDownloadService(deps: {
  data: FilesData;
  store: BlobStore;
  /** Regions where object-storage download is disabled, from the instance configuration. */
  objectStorageDisabledRegions: () => Promise<readonly string[]>;
}) {
  const { data, store } = deps;

  /** The bytes of one file row, whoever asked (the caller's access is checked before, or a signed link was). */
  async function answer(row: FileRecord, request: DownloadRequest): Promise<DownloadAnswer> {
    if (row.is_folder) throw isAFolder();
    const blob = await data.files.blobOf(row.uuid);
    if (!blob) throw fileNotFound();
    const etag = `"${blob.sha256}"`;
    const lastModified = row.created_date.toUTCString();
    // A resumed download whose copy is not this content any more starts over.
    const stale = request.ifRange !== undefined && request.ifRange !== etag && request.ifRange !== lastModified;
    const range = parseRangeHeader(stale ? undefined : request.range, blob.size);
    if (range.kind === 'unsatisfiable') throw rangeNotSatisfiable(blob.size);

    const mediaType = request.inline ? inlineMediaType(row.type) : null;
    const headers: Record<string, string> = {
      'accept-ranges': 'bytes',
      etag,
      'last-modified': lastModified,
      'cache-control': 'private, no-cache',
      'content-type': mediaType ?? 'application/octet-stream',
      'content-disposition': contentDisposition(mediaType ? 'inline' : 'attachment', row.name),
    };
    // The browser's PDF viewer does not run in a sandboxed document; a PDF cannot script the page anyway.
    if (mediaType !== 'application/pdf') headers['content-security-policy'] = SANDBOX;
    if (range.kind === 'single') {
      headers['content-range'] = `bytes ${range.start}-${range.end}/${blob.size}`;
      headers['content-length'] = String(range.end - range.start + 1);
      return { status: 206, headers, open: () => store.openRead(blob.storage_key, range) };
    }
    headers['content-length'] = String(blob.size);
    return { status: 200, headers, open: () => store.openRead(blob.storage_key) };
  }

  return {
    async download(caller: Caller, ref: string, request: DownloadRequest): Promise<DownloadAnswer> {
      return answer(await readableFile(data, caller, ref), request);
    },

    /** A file named by a signed link: no caller, so only its existence is checked. */
    async downloadSigned(fileUuid: string, request: DownloadRequest): Promise<DownloadAnswer> {
      const row = await data.files.findFile(fileUuid);
      if (!row) throw fileNotFound();
      return answer(row, request);
    },

    /** One zip of the files and folders, each folder with everything inside, under their paths. */
    async package(caller: Caller, refs: readonly string[]): Promise<DownloadAnswer> {
      const rows = await readableFiles(data, caller, refs);
      const taken = new Set<string>();
      const items = rows.map((row) => {
        const name = freeName(row.name, taken);
        taken.add(name);
        return { uuid: row.uuid, name };
      });
      const entries = await data.tree.zipEntries(items);
      const zip = new yazl.ZipFile();
      const output = zip.outputStream as Readable;
      // yazl listens to no entry stream's errors and closes none when the client goes away: the zip does both.
      const reading = new Set<Readable>();
      zip.on('error', (error: Error) => output.destroy(error));
      output.once('close', () => reading.forEach((stream) => stream.destroy()));
      const openEntry = (key: string) => {
        const stream = store.openRead(key);
        reading.add(stream);
        stream.once('close', () => reading.delete(stream));
        stream.once('error', (error) => output.destroy(error));
        return stream;
      };
      for (const entry of entries) {
        if (entry.is_folder) {
          zip.addEmptyDirectory(entry.path, { mtime: entry.modified_date });
        } else {
          const key = entry.storage_key!;
          zip.addReadStreamLazy(
            entry.path,
            { mtime: entry.modified_date, size: entry.size!, compress: false },
            (cb) => {
              try {
                cb(null, openEntry(key));
              } catch (error) {
                cb(error, undefined as never);
              }
            },
          );
        }
      }
      // Every size is known and nothing is deflated, so yazl can tell the zip's length before writing it.
      // Zip64 throughout: without it yazl's announced length counts a zip64 trailer it then leaves out once the
      // central directory passes 64 KiB (about 700 entries), and the client waits for 76 bytes that never come.
      const length = await new Promise<number>((resolve) => {
        (zip.end as (options: object, sized: (total: number) => void) => void)({ forceZip64Format: true }, resolve);
      });
      const first = items.length === 1 ? items[0] : undefined;
      const headers: Record<string, string> = {
        'content-type': 'application/zip',
        'content-disposition': contentDisposition('attachment', `${first ? first.name : 'files'}.zip`),
        'cache-control': 'no-store',
      };
      if (length >= 0) headers['content-length'] = String(length);
      return { status: 200, headers, open: () => output };
    },

    async check(caller: Caller, refs: readonly string[]) {
      const rows = await readableFiles(data, caller, refs);
      const [totals, disabled] = await Promise.all([
        data.tree.totals(rows.map((row) => row.uuid)),
        deps.objectStorageDisabledRegions(),
      ]);
      const single = rows.length === 1 && !rows[0]!.is_folder ? rows[0]!.size : null;
      const methods: Record<TransferMethod, TransferMethodState> = transferMethods({
        totalBytes: totals.bytes,
        singleFileBytes: single,
        objectStorageDisabled: disabled.includes(caller.region),
      });
      return { totalSize: totals.bytes, fileCount: totals.files, methods, preferred: preferredTransferMethod(methods) };
    },
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
