import {
  inlineMediaType,
  preferredTransferMethod,
  transferMethods,
  type TransferMethod,
  type TransferMethodState,
} from '@biocloud/contracts';
import type { BlobStore } from '../../storage/blob-store';
import { storedZip } from '../../storage/stored-zip';
import { contentDisposition } from './content-disposition';
import type { Caller } from '../auth/caller';
import { readableFileWithBlob, readableFiles } from './file-access';
import { fileNotFound, isAFolder } from './file-errors';
import type { FilesData } from './files-data';
import type { ContentBlob, FileRecord } from './files.repository';
import { rangedAnswer, type DownloadAnswer } from './ranged-answer';
import { freeName } from './unique-name';

/*
 * Downloads: one file with Range support, several files and folders as one zip streamed straight from the blobs
 * (stored, not deflated: sequencing data is mostly compressed already, and storing keeps the zip as fast as the
 * disk), and the transfer-method check of spec 000 §4.
 */

export type { DownloadAnswer };

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
  function answer(row: FileRecord, blob: ContentBlob | null | undefined, request: DownloadRequest): DownloadAnswer {
    if (row.is_folder) throw isAFolder();
    if (!blob) throw fileNotFound();
    const etag = `"${blob.sha256}"`;
    const lastModified = row.created_date.toUTCString();
    const mediaType = request.inline ? inlineMediaType(row.type) : null;
    const headers: Record<string, string> = {
      etag,
      'last-modified': lastModified,
      'cache-control': 'private, no-cache',
      'content-type': mediaType ?? 'application/octet-stream',
      'content-disposition': contentDisposition(mediaType ? 'inline' : 'attachment', row.name),
    };
    // The browser's PDF viewer does not run in a sandboxed document; a PDF cannot script the page anyway.
    if (mediaType !== 'application/pdf') headers['content-security-policy'] = SANDBOX;
    // A resumed download whose copy is not this content any more (If-Range is neither validator) starts over.
    return rangedAnswer(store, blob, request, [etag, lastModified], headers);
  }

  return {
    async download(caller: Caller, ref: string, request: DownloadRequest): Promise<DownloadAnswer> {
      const row = await readableFileWithBlob(data, caller, ref);
      return answer(row, row.blob, request);
    },

    /** A file named by a signed link: no caller, so only its existence is checked. */
    async downloadSigned(fileUuid: string, request: DownloadRequest): Promise<DownloadAnswer> {
      const row = await data.files.findFile(fileUuid);
      if (!row) throw fileNotFound();
      return answer(row, row.is_folder ? null : await data.files.blobOf(row.uuid), request);
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
      const zip = storedZip(
        entries.map((entry) =>
          entry.is_folder
            ? { path: `${entry.path}/`, modified: entry.modified_date }
            : {
                path: entry.path,
                modified: entry.modified_date,
                size: entry.size!,
                // Known once the background pass read the blob: the zip then computes nothing for it.
                crc32: entry.crc32 ?? undefined,
                // Opened when the zip reaches the entry; closed by the zip when the client goes away.
                open: () => store.openRead(entry.storage_key!),
              },
        ),
      );
      const first = items.length === 1 ? items[0] : undefined;
      const headers: Record<string, string> = {
        'content-type': 'application/zip',
        'content-disposition': contentDisposition('attachment', `${first ? first.name : 'files'}.zip`),
        'cache-control': 'no-store',
        'content-length': String(zip.length),
      };
      return { status: 200, headers, open: () => zip.stream };
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
