import { isGenomeFileType, type GenomeOpenResponse, type GenomePart, type GenomeReferences } from '@biocloud/contracts';
import type { BlobStore } from '../../storage/blob-store';
import type { Caller } from '../auth/caller';
import type { DownloadAnswer, DownloadRequest } from '../files/download.service';
import { readableFileWithBlob } from '../files/file-access';
import { fileNotFound, isAFolder } from '../files/file-errors';
import type { FilesData } from '../files/files-data';
import { genomeIndexFailed, genomeTypeUnsupported } from './genome-errors';
import type { GenomeIndexingRepository } from './genome-indexing.repository';
import type { GenomeRepository } from './genome.repository';
import { partDownload } from './part-download';

/*
 * The genome viewer's side of the server (issue 16 item 6). Opening a file answers where igv.js reads each part once
 * its content's parts (an index, and a bgzip copy when the file is not block-compressed) are stored; the first open
 * of a content queues their making (genome_indexing, done by genome-index-worker.ts) and answers how far it has come,
 * and the viewer asks again until they are there. Parts are keyed by the content, so every copy of a file shares them.
 */

const fileUrl = (fileUuid: string) => `/api/v1/files/${encodeURIComponent(fileUuid)}`;

export function createGenomeService(deps: {
  repo: GenomeRepository;
  indexing: Pick<GenomeIndexingRepository, 'enqueue'>;
  data: FilesData;
  store: BlobStore;
  /** Tells the indexing worker that a content was queued. */
  wakeIndexer: () => void;
}) {
  const { repo, data, store } = deps;

  async function viewableFile(caller: Caller, fileUuid: string) {
    const row = await readableFileWithBlob(data, caller, fileUuid);
    if (row.is_folder) throw isAFolder();
    if (!isGenomeFileType(row.type)) throw genomeTypeUnsupported();
    if (!row.blob) throw fileNotFound();
    return { row, type: row.type, blob: row.blob };
  }

  return {
    /** Where igv.js reads the file's parts, or how far their making has come (queued now when not yet). */
    async open(caller: Caller, fileUuid: string): Promise<GenomeOpenResponse> {
      const { row, type, blob } = await viewableFile(caller, fileUuid);
      const parts = new Set((await repo.partsOf(blob.sha256)).map((p) => p.part));
      if (!parts.has('index')) {
        const state = await deps.indexing.enqueue(blob.sha256, type);
        if (state.status === 'failed') throw genomeIndexFailed(state.error ?? '');
        deps.wakeIndexer();
        return { state: 'indexing', fileUuid: row.uuid, progress: state.status === 'running' ? state.progress : null };
      }
      const base = fileUrl(row.uuid);
      return {
        state: 'ready',
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

export type GenomeService = ReturnType<typeof createGenomeService>;
