import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The source had more bytes than allowed; what was written of it is gone. */
export class AttachmentTooLarge extends Error {
  constructor() {
    super('attachment too large');
    this.name = 'AttachmentTooLarge';
  }
}

/**
 * Attachments of suggestions as plain files, one folder per suggestion named by its id, each file by its position
 * (the name the user sent is only kept in the database, so it never reaches the file system). Several API instances
 * must share the folder, as they share VAR_DIR's signing key.
 */
export function createSuggestionFiles(dir: string) {
  const folderOf = (suggestionId: string) => path.join(dir, suggestionId);
  return {
    /** Streams one attachment to disk, counting its bytes: past maxBytes it fails with AttachmentTooLarge. */
    async write(suggestionId: string, position: number, source: Readable, maxBytes: number): Promise<number> {
      await fs.mkdir(folderOf(suggestionId), { recursive: true });
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(size > maxBytes ? new AttachmentTooLarge() : null, chunk);
        },
      });
      await pipeline(source, meter, createWriteStream(path.join(folderOf(suggestionId), String(position))));
      return size;
    },
    read(suggestionId: string, position: number): Promise<Buffer> {
      return fs.readFile(path.join(folderOf(suggestionId), String(position)));
    },
    /** One attachment's bytes as a stream (they may be ATTACHMENT_MAX_BYTES: never read whole into memory). */
    stream(suggestionId: string, position: number): Readable {
      return createReadStream(path.join(folderOf(suggestionId), String(position)));
    },
    /** Removes a suggestion's folder (a refused form); a missing one is not an error. */
    async remove(suggestionId: string): Promise<void> {
      await fs.rm(folderOf(suggestionId), { recursive: true, force: true });
    },
  };
}

export type SuggestionFiles = ReturnType<typeof createSuggestionFiles>;
