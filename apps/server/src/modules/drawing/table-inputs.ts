import { parseTable, type HeaderMode, type NamedTable } from '@biocloud/charts';
import type { BlobStore } from '../../storage/blob-store';
import type { Caller } from '../auth/caller';
import { readableFiles } from '../files/file-access';
import { isAFolder } from '../files/file-errors';
import { folderTrail } from '../files/file-dto';
import type { FilesData } from '../files/files-data';
import { inputNotText, inputTooLarge } from './drawing-errors';

/*
 * The table files of a drawing, read whole: figures are drawn from tables of at most a few MB (a figure cannot show
 * more), so a bigger file is refused before a byte is read rather than parsed slowly.
 */

export const MAX_TABLE_MB = 20;
const MAX_TABLE_BYTES = MAX_TABLE_MB * 1024 * 1024;

export interface TableInput extends NamedTable {
  fileUuid: string;
  /** Where the file is in the caller's space, e.g. /results/counts.tsv. */
  path: string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export async function readTableInputs(
  deps: { files: FilesData; store: BlobStore },
  caller: Caller,
  fileUuids: readonly string[],
  header: HeaderMode,
): Promise<TableInput[]> {
  const rows = await readableFiles(deps.files, caller, fileUuids);
  for (const row of rows) {
    if (row.is_folder) throw isAFolder();
    if (row.size > MAX_TABLE_BYTES) throw inputTooLarge(MAX_TABLE_MB);
  }
  return Promise.all(
    rows.map(async (row) => {
      const blob = await deps.files.files.blobOf(row.uuid);
      const bytes = blob ? await deps.store.read(blob.storage_key, 0, blob.size) : Buffer.alloc(0);
      let text: string;
      try {
        text = utf8.decode(bytes);
      } catch {
        throw inputNotText(row.name);
      }
      const path = `${folderTrail(await deps.files.files.ancestors(row.parent_uuid!)).path}/${row.name}`;
      return { fileUuid: row.uuid, name: row.name, path, table: parseTable(text, { header }) };
    }),
  );
}
