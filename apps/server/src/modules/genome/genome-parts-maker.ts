import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, realpath, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { GenomeFileType, GenomePart } from '@biocloud/contracts';
import type { BlobStore, StagedBlob } from '../../storage/blob-store';
import { releaseBlobs } from '../files/blob-release';
import type { FilesData } from '../files/files-data';
import {
  COMPRESSION_HEAD_BYTES,
  compressionOf,
  linkName,
  makeGenomeParts,
  type IndexRun,
  type MadeParts,
} from './genome-indexer';
import { createGenomeRepository, type GenomeRepository } from './genome.repository';

/*
 * Makes a content's parts (genome-indexer.ts) in a work folder of its own and stores them as blobs keyed by the
 * content (genome_parts), for the indexing worker. The work folder goes whatever happens; parts are recorded only
 * while a file still holds the content, so a content deleted during its indexing leaves nothing behind.
 */

export interface ContentBlob {
  sha256: string;
  storage_key: string;
  size: number;
}

/** A run of the maker: the programs' pids and stop signal, and where the source the programs read lies. */
export interface MakeRun extends IndexRun {
  onSource?: (file: string) => void;
}

export function createGenomePartsMaker(deps: {
  repo: GenomeRepository;
  data: FilesData;
  store: BlobStore;
  log: FastifyBaseLogger;
}) {
  const { data, store, log } = deps;

  /** The source where the programs can read it: the store's own file, or a copy for stores without local files. */
  async function linkSource(blob: ContentBlob, work: string, name: string): Promise<string> {
    const link = path.join(work, name);
    const local = store.localPath?.(blob.storage_key);
    if (local) {
      await symlink(local, link);
      // As the programs' descriptors name it (index-progress.ts), whatever links lead to the store.
      return realpath(local);
    }
    await pipeline(store.openRead(blob.storage_key), createWriteStream(link));
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
        // Held until the parts are recorded: the content's last file cannot go in between (its sweep waits).
        const held = await trx
          .selectFrom('blobs')
          .select('id')
          .where('sha256', '=', sha256)
          .where('refs', '>', 0)
          .forShare()
          .executeTakeFirst();
        if (!held) throw new NotKept();
        const parts = createGenomeRepository(trx);
        for (const [part, blob] of staged) {
          const key = store.newKey(blob.sha256);
          const acquired = await tx.blobs.acquire(blob.sha256, blob.size, key);
          if (acquired.created) {
            await store.commit(blob, key);
            placed.push(key);
          }
          if (!(await parts.addPart(sha256, part, acquired.id))) throw new NotKept();
        }
      });
    } catch (error) {
      await releaseBlobs(store, placed, log);
      if (!(error instanceof NotKept)) throw error;
    } finally {
      await Promise.all(staged.map(([, blob]) => store.discard(blob)));
    }
  }

  /** Makes and stores the parts of `blob`, read as `type`, unless they are there already. */
  async function make(type: GenomeFileType, blob: ContentBlob, run: MakeRun = {}): Promise<void> {
    const stored = await deps.repo.partsOf(blob.sha256);
    if (stored.some((p) => p.part === 'index')) return;
    const compression = compressionOf(await store.read(blob.storage_key, 0, COMPRESSION_HEAD_BYTES));
    const work = await mkdtemp(path.join(tmpdir(), 'genome-'));
    try {
      const source = path.join(work, linkName(type, compression));
      run.onSource?.(await linkSource(blob, work, linkName(type, compression)));
      const made = await makeGenomeParts(type, compression, source, work, run);
      await keep(blob.sha256, made);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  return { make };
}

/** Another run recorded the parts first, or the content's last file went: nothing of this run is kept. */
class NotKept extends Error {}

export type GenomePartsMaker = ReturnType<typeof createGenomePartsMaker>;
