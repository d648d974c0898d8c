import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

const NAME = /^[0-9a-f-]{36}\.pdf$/;

/**
 * The bytes of sample documents as files in one folder, each named by its row id. Several API instances must share
 * the folder (as they share VAR_DIR). A file is written beside its name and renamed, so the name holds all or none.
 */
export function createSampleDocumentFiles(dir: string) {
  const pathOf = (id: string) => {
    const name = `${id}.pdf`;
    if (!NAME.test(name)) throw new Error(`not a sample document id: ${id}`);
    return path.join(dir, name);
  };
  return {
    async write(id: string, bytes: Buffer): Promise<void> {
      await fs.mkdir(dir, { recursive: true });
      const aside = `${pathOf(id)}.part`;
      await fs.writeFile(aside, bytes);
      await fs.rename(aside, pathOf(id));
    },
    open: (id: string): Readable => createReadStream(pathOf(id)),
    async remove(id: string): Promise<void> {
      await fs.rm(pathOf(id), { force: true });
    },
  };
}
export type SampleDocumentFiles = ReturnType<typeof createSampleDocumentFiles>;
