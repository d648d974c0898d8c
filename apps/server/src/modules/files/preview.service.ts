import { createGunzip } from 'node:zlib';
import { isGzipName, isTextPreviewableFileType, type PreviewResponse } from '@biocloud/contracts';
import type { BlobStore } from '../../storage/blob-store';
import type { Caller } from '../auth/caller';
import { readableFile } from './file-access';
import { fileNotFound, notPreviewable } from './file-errors';
import type { FilesData } from './files-data';
import type { FileRecord } from './files.repository';
import {
  BAM_PREVIEW_MAX_PAGES,
  BAM_PREVIEW_RECORDS_PER_PAGE,
  NotBamError,
  readBamPage,
  type BamPage,
} from './bam-pages';
import { samLine } from './sam-text';
import { pageContent, pageCount, pageReadWindow } from './text-pages';

/** The file type of BAM files, which preview as SAM text. */
const BAM_FILE_TYPE = 'bam';

/*
 * Paged text preview (see text-pages.ts). A plain file costs one read of about a page wherever the page is. A gzip
 * file has no random access, so it is previewed over its first GZIP_PREVIEW_BYTES of text, inflated from the start
 * on every request; random access into bgzip files (by their block index) is left for later. BAM files preview as
 * SAM text, a page being a batch of records (see bam-pages.ts).
 */

export const GZIP_PREVIEW_BYTES = 8 * 1024 * 1024;
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export function createPreviewService(deps: { data: FilesData; store: BlobStore }) {
  const { data, store } = deps;

  /** The first `limit` bytes of the inflated content (fewer when it is shorter). */
  async function inflatedPrefix(key: string, limit: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let length = 0;
    const source = store.openRead(key);
    const inflated = source.pipe(createGunzip());
    try {
      for await (const chunk of inflated as AsyncIterable<Buffer>) {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= limit) break;
      }
    } catch {
      throw notPreviewable();
    } finally {
      inflated.destroy();
      source.destroy();
    }
    return Buffer.concat(chunks).subarray(0, limit);
  }

  function page(bytes: Buffer, start: number, pageNow: number, size: number) {
    const totalpage = pageCount(size);
    const pagenow = Math.min(pageNow, totalpage);
    return { totalpage, pagenow, content: pageContent(bytes, start, pagenow, size).toString('utf8') };
  }

  /** A page of a BAM file as SAM text: the header on page 1, then the page's records. */
  async function bamPreview(row: FileRecord, blob: { sha256: string; storage_key: string }, pageNow: number) {
    const source = store.openRead(blob.storage_key);
    const inflate = createGunzip();
    source.once('error', (error) => inflate.destroy(error));
    let bam: BamPage;
    try {
      bam = await readBamPage(source.pipe(inflate), pageNow);
    } catch (error) {
      if (error instanceof NotBamError || (error as { code?: string }).code?.startsWith('Z_')) throw notPreviewable();
      throw error;
    } finally {
      source.destroy();
    }
    const lines = bam.records.map((record) => `${samLine(record, bam.references)}\n`).join('');
    // The read count of the format metadata, once known, tells the last page; until then, whether one more follows.
    const detail = await data.metadata.find(blob.sha256, 'bam');
    const reads = detail?.status === 'ready' ? Number((detail.detail as { readCount?: number }).readCount) : NaN;
    const totalpage = Number.isFinite(reads)
      ? Math.min(Math.max(1, Math.ceil(reads / BAM_PREVIEW_RECORDS_PER_PAGE)), BAM_PREVIEW_MAX_PAGES)
      : bam.page + (bam.more && bam.page < BAM_PREVIEW_MAX_PAGES ? 1 : 0);
    return {
      filename: row.name,
      content: (bam.page === 1 ? bam.header : '') + lines,
      page: { pagenow: bam.page, totalpage: Math.max(totalpage, bam.page) },
    };
  }

  return {
    async preview(caller: Caller, ref: string, pageNow: number): Promise<PreviewResponse> {
      const row = await readableFile(data, caller, ref);
      if (row.is_folder) throw notPreviewable();
      const isBam = row.type === BAM_FILE_TYPE;
      if (!isBam && !isTextPreviewableFileType(row.type)) throw notPreviewable();
      const blob = await data.files.blobOf(row.uuid);
      if (!blob) throw fileNotFound();
      if (isBam) return bamPreview(row, blob, pageNow);

      if (isGzipName(row.name) && (await store.read(blob.storage_key, 0, 2)).equals(GZIP_MAGIC)) {
        const text = await inflatedPrefix(blob.storage_key, GZIP_PREVIEW_BYTES);
        const { content, pagenow, totalpage } = page(text, 0, pageNow, text.length);
        return { filename: row.name, content, page: { pagenow, totalpage } };
      }
      const target = Math.min(pageNow, pageCount(blob.size));
      const window = pageReadWindow(target, blob.size);
      const bytes = await store.read(blob.storage_key, window.start, window.end - window.start);
      const { content, pagenow, totalpage } = page(bytes, window.start, target, blob.size);
      return { filename: row.name, content, page: { pagenow, totalpage } };
    },
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;
