import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  isGenomeFileType,
  type GenomeFileType,
  type GenomePart,
  type GenomeReferences,
  type GenomeTrack,
} from '@biocloud/contracts';
import type { BlobStore, StagedBlob } from '../../storage/blob-store';
import type { Caller } from '../auth/caller';
import { releaseBlobs } from '../files/blob-release';
import type { DownloadAnswer, DownloadRequest } from '../files/download.service';
import { readableFile } from '../files/file-access';
import { fileNotFound, isAFolder } from '../files/file-errors';
import type { FilesData } from '../files/files-data';
import { genomeIndexFailed, genomeTypeUnsupported } from './genome-errors';
import {
  COMPRESSION_HEAD_BYTES,
  compressionOf,
  IndexingFailed,
  linkName,
  makeGenomeParts,
  type MadeParts,
} from './genome-indexer';
import { createGenomeRepository, type GenomeRepository, type StoredPart } from './genome.repository';
import { partDownload } from './part-download';

/*
 * The genome viewer's side of the server (issue 16 item 6). Opening a file makes its index (and a bgzip copy when
 * the file is not block-compressed) the first time its content is opened, stores them as blobs keyed by the content
 * (genome_parts), and answers where igv.js reads each part. Parts are made once per content: a second request for the
 * same content while they are being made waits for the same work.
 */

interface Blob {
  sha256: string;
  storage_key: string;
  size: number;
}

const fileUrl = (fileUuid: string) => `/api/v1/files/${encodeURIComponent(fileUuid)}`;

export function createGenomeService(deps: {
  repo: GenomeRepository;
  data: FilesData;
  store: BlobStore;
  log: FastifyBaseLogger;
}) {
  const { repo, data, store, log } = deps;
  const making = new Map<string, Promise<StoredPart[]>>();

  /** The source where the programs can read it: the store's own file, or a copy for stores without local files. */
  async function linkSource(blob: Blob, work: string, name: string): Promise<string> {
    const link = path.join(work, name);
    const local = store.localPath?.(blob.storage_key);
    if (local) await symlink(local, link);
    else await pipeline(store.openRead(blob.storage_key), createWriteStream(link));
    return link;
  }

  /** Stores the made parts as blobs and records them, in one transaction; a lost race keeps the winner's. */
  async function keep(sha256: string, made: MadeParts): Promise<void> {
    const staged: [GenomePart, StagedBlob][] = [];
    const placed: string[] = [];
    try {
      for (const [part, file] of Object.entries(made.files) as [GenomePart, string][]) {
        staged.push([part, await store.stage(createReadStream(file))]);
      }
      await data.transaction(async (tx, trx) => {
        const parts = createGenomeRepository(trx);
        for (const [part, blob] of staged) {
          const key = store.newKey(blob.sha256);
          const acquired = await tx.blobs.acquire(blob.sha256, blob.size, key);
          if (acquired.created) {
            await store.commit(blob, key);
            placed.push(key);
          }
          if (!(await parts.addPart(sha256, part, acquired.id))) throw new RaceLost();
        }
      });
    } catch (error) {
      await releaseBlobs(store, placed, log);
      if (!(error instanceof RaceLost)) throw error;
    } finally {
      await Promise.all(staged.map(([, blob]) => store.discard(blob)));
    }
  }

  async function make(type: GenomeFileType, blob: Blob): Promise<StoredPart[]> {
    const compression = compressionOf(await store.read(blob.storage_key, 0, COMPRESSION_HEAD_BYTES));
    const work = await mkdtemp(path.join(tmpdir(), 'genome-'));
    try {
      const source = await linkSource(blob, work, linkName(type, compression));
      const made = await makeGenomeParts(type, compression, source, work);
      await keep(blob.sha256, made);
    } catch (error) {
      if (error instanceof IndexingFailed) throw genomeIndexFailed(error.reason);
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    return repo.partsOf(blob.sha256);
  }

  /** The parts of a content, made now when it has none (once, however many ask at the same time). */
  async function partsFor(type: GenomeFileType, blob: Blob): Promise<StoredPart[]> {
    const stored = await repo.partsOf(blob.sha256);
    if (stored.some((p) => p.part === 'index')) return stored;
    let pending = making.get(blob.sha256);
    if (!pending) {
      pending = make(type, blob).finally(() => making.delete(blob.sha256));
      making.set(blob.sha256, pending);
    }
    return pending;
  }

  async function viewableFile(caller: Caller, fileUuid: string) {
    const row = await readableFile(data, caller, fileUuid);
    if (row.is_folder) throw isAFolder();
    if (!isGenomeFileType(row.type)) throw genomeTypeUnsupported();
    const blob = await data.files.blobOf(row.uuid);
    if (!blob) throw fileNotFound();
    return { row, type: row.type, blob };
  }

  return {
    /** Makes the file's parts when missing and answers where igv.js reads them. */
    async open(caller: Caller, fileUuid: string): Promise<GenomeTrack> {
      const { row, type, blob } = await viewableFile(caller, fileUuid);
      const parts = new Set((await partsFor(type, blob)).map((p) => p.part));
      const base = fileUrl(row.uuid);
      return {
        fileUuid: row.uuid,
        name: row.name,
        type,
        dataUrl: parts.has('data') ? `${base}/genome/data` : `${base}/download`,
        indexUrl: `${base}/genome/index`,
        gziUrl: parts.has('gzi') ? `${base}/genome/gzi` : null,
      };
    },

    /** One part's bytes, by Range; FILE_NOT_FOUND until the file was opened. */
    async part(
      caller: Caller,
      fileUuid: string,
      part: GenomePart,
      request: Pick<DownloadRequest, 'range' | 'ifRange'>,
    ): Promise<DownloadAnswer> {
      const { blob } = await viewableFile(caller, fileUuid);
      const stored = (await repo.partsOf(blob.sha256)).find((p) => p.part === part);
      if (!stored) throw fileNotFound();
      return partDownload(store, stored, request);
    },

    async references(caller: Caller): Promise<GenomeReferences> {
      const rows = await repo.fastaFiles(caller.id);
      return { references: rows.map((r) => ({ fileUuid: r.uuid, name: r.name, size: Number(r.size) })) };
    },
  };
}

class RaceLost extends Error {}

export type GenomeService = ReturnType<typeof createGenomeService>;
