import { createHash, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { isUuid, RESUMABLE_UPLOAD_MAX_BYTES } from '@biocloud/contracts';
import type { UploadRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { AppendFailure, type BlobStore } from '../../storage/blob-store';
import { storageFaultOf } from '../../storage/storage-faults';
import { streamGarbageCollector } from '../../storage/young-garbage';
import type { Caller } from '../auth/caller';
import { writableFolder } from '../files/file-access';
import { nameExists, quotaExceeded } from '../files/file-errors';
import type { FileIngest } from '../files/file-ingest';
import type { FilesData } from '../files/files-data';
import { ensureFolderPath, findFolderPath } from '../files/folder-path';
import {
  checksumMismatch,
  resumableUploadTooLarge,
  uploadLengthExceeded,
  uploadInterrupted,
  uploadNotFound,
  uploadOffsetMismatch,
  uploadSha256Mismatch,
} from './transfer-errors';
import type { UploadChecksum } from './tus-headers';
import { readUploadMetadata } from './tus-metadata';
import { createUploadHashes } from './upload-hashes';
import { createUploadsRepository, type NewUpload, type UploadsRepository } from './uploads.repository';

/*
 * tus uploads: created with their name, place, size and whole-file sha256 checked (and the quota, counting the
 * caller's other uploads in progress) before a byte is stored; appended by PATCH requests into a partial blob whose
 * recorded length survives cuts and restarts; at the last byte the sha256 is compared and the bytes handed to
 * file-ingest, whose transaction also marks the upload complete. Until that commits the recorded offset stops one
 * byte short of the end (see offsetOf), so no client is ever told an upload is complete while its file does not
 * exist: after a crash in between, the client resumes by sending the last byte again, and the partial, which goes
 * only once the upload is complete, is still there for it. Uploads untouched for UPLOAD_EXPIRY_SECONDS are removed.
 * One PATCH per upload runs at a time within this process; instances behind a load balancer need the partial blobs
 * on a shared STORAGE_DIR, and a client's requests for one upload are expected one after another (as tus clients
 * send them), since two instances do not know of each other's PATCH in progress.
 */

export const UPLOAD_EXPIRY_SECONDS = 24 * 60 * 60;
/** A long PATCH saves its progress this often (synced beside its writes), so a crash loses at most this much. */
export const CHECKPOINT_BYTES = 64 * 1024 * 1024;
const EMPTY_SHA256 = createHash('sha256').digest('hex');

export interface UploadState {
  id: string;
  offset: number;
  length: number;
  metadata: string;
  /** When an unfinished upload is removed unless it progresses; null once finished. */
  expiresAt: Date | null;
  fileUuid: string | null;
}

export interface AppendInput {
  offset: number;
  /** Content-Length of the request, when it was declared. */
  declaredLength?: number;
  checksum?: UploadChecksum;
  body: Readable;
}

/** The body went past the bytes the upload has left. */
class LengthExceeded extends Error {}

async function* capped(body: AsyncIterable<Buffer>, room: number): AsyncIterable<Buffer> {
  let left = room;
  const collect = streamGarbageCollector();
  for await (const chunk of body) {
    if (chunk.length > left) throw new LengthExceeded();
    left -= chunk.length;
    yield chunk;
    collect(chunk.length);
  }
}

/**
 * The offset an upload is at, for its client: all of it once complete, else what was received but the last byte,
 * which counts only together with the file row (a row recorded otherwise before this rule is caught here too).
 */
function offsetOf(row: UploadRow): number {
  return row.status === 'complete' ? row.length : Math.max(0, Math.min(row.received, row.length - 1));
}

function stateOf(row: UploadRow): UploadState {
  return {
    id: row.id,
    offset: offsetOf(row),
    length: row.length,
    metadata: row.metadata,
    expiresAt: row.status === 'complete' ? null : new Date(row.updated_at.getTime() + UPLOAD_EXPIRY_SECONDS * 1000),
    fileUuid: row.file_uuid,
  };
}

export function createTusService(deps: {
  data: FilesData;
  uploads: UploadsRepository;
  store: BlobStore;
  ingest: FileIngest;
  log: FastifyBaseLogger;
}) {
  const { data, uploads, store, ingest, log } = deps;
  const hashes = createUploadHashes(store);
  /** The PATCH running per upload in this process, so a newer one can end it (see append). */
  const active = new Map<string, { abort(): void; done: Promise<void> }>();

  const partialHandles = async () => {
    const handles: string[] = [];
    for await (const item of store.listStaging()) if (item.kind === 'partial') handles.push(item.id);
    return handles;
  };

  const findOwned = async (caller: Caller, id: string) => {
    const row = isUuid(id) ? await uploads.findOwned(id, caller.id) : undefined;
    if (!row) throw uploadNotFound();
    return row;
  };

  /** Removes an unfinished upload and its bytes; the bytes first, so a failing disk leaves the row to retry with. */
  const discard = async (row: UploadRow) => {
    hashes.forget(row.id);
    await store.deletePartial(row.staging_handle);
    await uploads.delete(row.id);
  };
  /** Records a length received (synced), never the last byte: see offsetOf. */
  const record = (row: UploadRow, length: number) => uploads.setReceived(row.id, Math.min(length, row.length - 1));
  /** The partial of a complete upload is a second name of its blob's bytes (see sealPartial), no longer needed. */
  const dropFinishedPartial = (row: UploadRow) =>
    store.deletePartial(row.staging_handle).catch((err: unknown) => {
      log.warn({ err, upload: row.id }, 'partial of a finished upload not removed; the upload sweep retries');
    });
  /** The same, ending a PATCH of it in progress (not the caller's own: its answer must still reach the client). */
  const drop = async (row: UploadRow) => {
    active.get(row.id)?.abort();
    await discard(row);
  };

  /** The folder an upload's file goes into, made as its relative path says. */
  const targetFolder = async (caller: Caller, folderUuid: string, relativePath: string) => {
    const folder = await writableFolder(data, caller, folderUuid);
    return ensureFolderPath(data, folder, relativePath ? relativePath.split('/') : []);
  };

  /** An empty file has nothing to receive: its upload's row is written, complete, in the transaction of its file. */
  async function finishEmpty(caller: Caller, fields: NewUpload): Promise<UploadRow> {
    if (fields.sha256 !== EMPTY_SHA256) throw uploadSha256Mismatch();
    const target = await targetFolder(caller, fields.folderUuid, fields.relativePath);
    const blob = await store.sealPartial(fields.stagingHandle, { sha256: EMPTY_SHA256, size: 0 });
    let row: UploadRow | undefined;
    await ingest(caller, target, [{ name: fields.fileName, blob }], async (trx, [stored]) => {
      row = await createUploadsRepository(trx).insert({ ...fields, fileUuid: stored!.fileUuid });
    });
    await dropFinishedPartial(row!);
    return row!;
  }

  /** The last byte is in: check the whole file and make it a file row, in the transaction that completes the upload. */
  async function finish(caller: Caller, row: UploadRow, sha256: string): Promise<string> {
    let fileUuid: string;
    try {
      if (sha256 !== row.sha256) throw uploadSha256Mismatch();
      const target = await targetFolder(caller, row.folder_uuid, row.relative_path);
      const blob = await store.sealPartial(row.staging_handle, { sha256, size: row.length });
      const [file] = await ingest(caller, target, [{ name: row.file_name, blob }], (trx, [stored]) =>
        createUploadsRepository(trx).complete(row.id, stored!.fileUuid),
      );
      fileUuid = file!.fileUuid;
    } catch (error) {
      // A refusal ends the upload; a failure of ours (the database or the disk) leaves it whole for the client to
      // retry: the partial is still there and the offset one byte short of the end.
      if (error instanceof AppError) await discard(row);
      throw error;
    }
    await dropFinishedPartial(row);
    return fileUuid;
  }

  return {
    async create(caller: Caller, input: { length: number; metadata: string | undefined }): Promise<UploadState> {
      if (input.length > RESUMABLE_UPLOAD_MAX_BYTES) throw resumableUploadTooLarge();
      const target = readUploadMetadata(input.metadata);
      const folder = await writableFolder(data, caller, target.parentsUuid);
      const existing = await findFolderPath(data, folder, target.folders);
      if (existing && (await data.files.childrenNamed(existing.uuid, [target.fileName])).length > 0) {
        throw nameExists({ names: [target.fileName] });
      }
      const place = {
        ownerId: caller.id,
        folderUuid: folder.uuid,
        relativePath: target.relativePath,
        fileName: target.fileName,
        length: input.length,
        sha256: target.sha256,
      };
      // A client starting the same file over (it lost the upload's URL) replaces its unfinished upload.
      for (const replaced of await uploads.deleteSameFile(place)) await drop(replaced);
      if (folder.scope === 'private') {
        const [quota, used, reserved] = await Promise.all([
          data.files.quota(caller.id),
          data.files.usage(caller.id),
          uploads.reservedBytes(caller.id),
        ]);
        if (used + reserved + input.length > quota) throw quotaExceeded();
      }
      const handle = await store.createPartial();
      const fields = { ...place, metadata: input.metadata ?? '', stagingHandle: handle };
      try {
        return stateOf(input.length === 0 ? await finishEmpty(caller, fields) : await uploads.insert(fields));
      } catch (error) {
        await store.deletePartial(handle);
        throw error;
      }
    },

    async status(caller: Caller, id: string): Promise<UploadState> {
      return stateOf(await findOwned(caller, id));
    },

    /**
     * Appends a PATCH body at the offset. One PATCH runs per upload at a time: a newer one (a client resuming after
     * a cut this server has not noticed yet) ends the older, which records what it got, and then checks its offset.
     */
    async append(caller: Caller, id: string, input: AppendInput): Promise<UploadState> {
      const previous = active.get(id);
      let release!: () => void;
      const done = new Promise<void>((resolve) => (release = resolve));
      let superseded = false;
      active.set(id, {
        abort: () => {
          superseded = true;
          input.body.destroy(new Error('superseded by a newer request'));
        },
        done,
      });
      try {
        if (previous) {
          previous.abort();
          await previous.done;
        }
        if (superseded) throw uploadInterrupted();
        return await appendNow(caller, id, input);
      } finally {
        if (active.get(id)?.done === done) active.delete(id);
        release();
      }
    },

    async terminate(caller: Caller, id: string): Promise<void> {
      const row = await findOwned(caller, id);
      if (row.status !== 'complete') return drop(row);
      await uploads.delete(row.id);
      await dropFinishedPartial(row);
    },

    /**
     * Removes partials of complete uploads (a crash came between the upload's transaction and their removal); run
     * at start-up and with each expiry sweep. Answers how many.
     */
    async removeFinishedPartials(): Promise<number> {
      const rows = await uploads.completeWithPartials(await partialHandles());
      await Promise.all(rows.map(dropFinishedPartial));
      return rows.length;
    },

    /** Removes uploads untouched for UPLOAD_EXPIRY_SECONDS (or `seconds`); answers how many. */
    async expire(seconds = UPLOAD_EXPIRY_SECONDS): Promise<number> {
      const rows = await uploads.expire(seconds);
      for (const row of rows) {
        active.get(row.id)?.abort();
        hashes.forget(row.id);
        await store.deletePartial(row.staging_handle);
      }
      return rows.length;
    },

    /** Ends every PATCH in progress (at shutdown); each records what it received, so its client resumes later. */
    async abortAll(): Promise<void> {
      const running = [...active.values()];
      for (const patch of running) patch.abort();
      await Promise.all(running.map((patch) => patch.done));
    },

    /** Hash states held in memory (tests read it). */
    heldHashes: () => hashes.size,
  };

  async function appendNow(caller: Caller, id: string, input: AppendInput): Promise<UploadState> {
    let row = await findOwned(caller, id);
    if (row.status === 'complete') {
      if (input.offset === row.length) return stateOf(row);
      throw uploadOffsetMismatch(row.length);
    }
    if (input.offset !== offsetOf(row)) throw uploadOffsetMismatch(offsetOf(row));
    // Bytes past the offset are on disk but not counted (see offsetOf): the append cuts them and takes them again.
    row = { ...row, received: input.offset };
    const room = row.length - row.received;
    if (input.declaredLength !== undefined && input.declaredLength > room) throw uploadLengthExceeded();

    const hash = await hashes.at(row.id, row.staging_handle, row.received);
    // Bytes that turn out unwanted (too many, or failing their checksum) are given back, hash included.
    const before = hash.copy();
    const keep = (length: number) => {
      hashes.set(row.id, hash, length);
      before.dispose();
    };
    const pieceHash = input.checksum ? createHash(input.checksum.algorithm) : null;
    let received = row.received;
    const rollBack = async () => {
      hashes.set(row.id, before, row.received);
      await uploads.setReceived(row.id, row.received);
    };
    try {
      received = await store.appendPartial(row.staging_handle, row.received, capped(input.body, room), {
        written: (piece) => {
          pieceHash?.update(piece);
          received += piece.length;
          // Resolves once the hash thread is done with the piece, whose memory the append then reuses.
          return hash.update(piece);
        },
        // Bytes under a checksum count only once all of them are in and checked.
        checkpoint: pieceHash
          ? undefined
          : { everyBytes: CHECKPOINT_BYTES, save: async (length) => void (await record(row, length)) },
      });
    } catch (error) {
      const cause = error instanceof AppendFailure ? error.cause : error;
      const tooLong = cause instanceof LengthExceeded;
      if (tooLong || pieceHash) {
        await rollBack();
      } else {
        // What arrived and is synced stays, and the client resumes after it; the hash state knows its own length.
        keep(received);
        await record(row, error instanceof AppendFailure ? error.synced : row.received);
      }
      if (tooLong) throw uploadLengthExceeded();
      // The disk's fault, not the client's: the error handler answers it with its own code and logs it.
      if (storageFaultOf(cause)) throw cause;
      // A cut connection is the client's business, not a failure of the server's.
      if (input.body.destroyed && !input.body.readableEnded) {
        log.debug({ upload: row.id, received, err: cause }, 'upload request ended early');
        throw uploadInterrupted();
      }
      throw cause;
    }
    if (pieceHash && !timingSafeEqualOrFalse(pieceHash.digest(), input.checksum!.digest)) {
      await rollBack();
      throw checksumMismatch();
    }
    keep(received);
    const updatedAt = await record(row, received);
    const now = { ...row, received, updated_at: updatedAt };
    if (received < row.length) return stateOf(now);
    const sha256 = await hash.digest();
    hashes.forget(row.id);
    const fileUuid = await finish(caller, now, sha256);
    return { ...stateOf(now), offset: row.length, expiresAt: null, fileUuid };
  }
}

function timingSafeEqualOrFalse(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export type TusService = ReturnType<typeof createTusService>;
