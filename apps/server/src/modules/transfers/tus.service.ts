import { createHash, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { FILE_UUID_PATTERN, RESUMABLE_UPLOAD_MAX_BYTES } from '@biocloud/contracts';
import type { UploadRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { BlobStore } from '../../storage/blob-store';
import { streamGarbageCollector } from '../../storage/young-garbage';
import { writableFolder, type Caller } from '../files/file-access';
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
import type { UploadsRepository } from './uploads.repository';

/*
 * tus uploads: created with their name, place, size and whole-file sha256 checked (and the quota, counting the
 * caller's other uploads in progress) before a byte is stored; appended by PATCH requests into a partial blob whose
 * recorded length survives cuts and restarts; at the last byte the sha256 is compared and the bytes handed to
 * file-ingest. Only then does a file row exist. Uploads untouched for UPLOAD_EXPIRY_SECONDS are removed.
 * One PATCH per upload runs at a time within this process; instances behind a load balancer need the partial blobs
 * on a shared STORAGE_DIR, and a client's requests for one upload are expected one after another (as tus clients
 * send them), since two instances do not know of each other's PATCH in progress.
 */

export const UPLOAD_EXPIRY_SECONDS = 24 * 60 * 60;
/** A long PATCH saves its progress this often (synced beside its writes), so a crash loses at most this much. */
export const CHECKPOINT_BYTES = 64 * 1024 * 1024;

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

function stateOf(row: UploadRow): UploadState {
  return {
    id: row.id,
    offset: row.status === 'complete' ? row.length : row.received,
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

  const findOwned = async (caller: Caller, id: string) => {
    const row = FILE_UUID_PATTERN.test(id) ? await uploads.findOwned(id, caller.id) : undefined;
    if (!row) throw uploadNotFound();
    return row;
  };

  /** Removes an unfinished upload and its bytes. */
  const discard = async (row: UploadRow) => {
    hashes.forget(row.id);
    await uploads.delete(row.id);
    await store.deletePartial(row.staging_handle);
  };
  /** The same, ending a PATCH of it in progress (not the caller's own: its answer must still reach the client). */
  const drop = async (row: UploadRow) => {
    active.get(row.id)?.abort();
    await discard(row);
  };

  /** The last byte is in: check the whole file and make it a file row. */
  async function finish(caller: Caller, row: UploadRow, sha256: string): Promise<string> {
    let sealed = false;
    try {
      if (sha256 !== row.sha256) throw uploadSha256Mismatch();
      const folder = await writableFolder(data, caller, row.folder_uuid);
      const target = await ensureFolderPath(data, folder, row.relative_path ? row.relative_path.split('/') : []);
      const blob = await store.sealPartial(row.staging_handle, { sha256, size: row.length });
      sealed = true;
      const [file] = await ingest(caller, target, [{ name: row.file_name, blob }]);
      await uploads.complete(row.id, file!.fileUuid);
      return file!.fileUuid;
    } catch (error) {
      // A refusal ends the upload; a failure of ours (the database away) leaves it whole for the client to retry.
      if (error instanceof AppError || sealed) await discard(row);
      throw error;
    }
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
      let row: UploadRow;
      try {
        row = await uploads.insert({ ...place, metadata: input.metadata ?? '', stagingHandle: handle });
      } catch (error) {
        await store.deletePartial(handle);
        throw error;
      }
      if (row.length > 0) return stateOf(row);
      const fileUuid = await finish(caller, row, createHash('sha256').digest('hex'));
      return { ...stateOf(row), offset: 0, expiresAt: null, fileUuid };
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
      if (row.status === 'complete') await uploads.delete(row.id);
      else await drop(row);
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
    const row = await findOwned(caller, id);
    if (row.status === 'complete') {
      if (input.offset === row.length) return stateOf(row);
      throw uploadOffsetMismatch(row.length);
    }
    if (input.offset !== row.received) throw uploadOffsetMismatch(row.received);
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
          : { everyBytes: CHECKPOINT_BYTES, save: async (length) => void (await uploads.setReceived(row.id, length)) },
      });
    } catch (error) {
      const tooLong = error instanceof LengthExceeded;
      if (tooLong || pieceHash) {
        await rollBack();
      } else {
        // What arrived stays, and the client resumes after it.
        keep(received);
        await uploads.setReceived(row.id, received);
      }
      if (tooLong) throw uploadLengthExceeded();
      // A cut connection is the client's business, not a failure of the server's.
      if (input.body.destroyed && !input.body.readableEnded) {
        log.debug({ upload: row.id, received, err: error }, 'upload request ended early');
        throw uploadInterrupted();
      }
      throw error;
    }
    if (pieceHash && !timingSafeEqualOrFalse(pieceHash.digest(), input.checksum!.digest)) {
      await rollBack();
      throw checksumMismatch();
    }
    keep(received);
    const updatedAt = await uploads.setReceived(row.id, received);
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
