import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { FILE_BATCH_MAX, UPLOAD_MAX_BYTES } from '@biocloud/contracts';
import { AppError } from '../../http/app-error';
import { BlobLimitError } from '../../storage/blob-store';
import { uploadMalformed } from './file-errors';
import type { UploadPart } from './upload.service';

/** Limits of the multipart parser; the byte limits that matter are counted by the upload service itself. */
export const MULTIPART_LIMITS = {
  fields: 20,
  fieldSize: 4096,
  files: FILE_BATCH_MAX,
  parts: FILE_BATCH_MAX + 20,
  headerPairs: 100,
  // One byte over, so the service's own count is what refuses a file.
  fileSize: UPLOAD_MAX_BYTES + 1,
};

/**
 * The parts of a multipart request, with the file names as sent (a name like ../x must be refused, not cut to x).
 * `malformed()` tells afterwards whether a failure came from a body that does not parse, also inside a file's bytes.
 */
export function multipartParts(request: FastifyRequest): { parts: AsyncIterable<UploadPart>; malformed(): boolean } {
  let malformed = false;
  const files: Readable[] = [];
  async function* parts(): AsyncIterable<UploadPart> {
    let iterator: AsyncIterableIterator<Multipart>;
    try {
      iterator = request.parts({ preservePath: true, limits: MULTIPART_LIMITS });
    } catch {
      malformed = true;
      throw uploadMalformed();
    }
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await iterator.next();
      } catch (error) {
        if (error instanceof AppError) throw error;
        malformed = true;
        throw uploadMalformed();
      }
      if (next.done) return;
      const part = next.value;
      if (part.type === 'file') {
        files.push(part.file);
        yield { kind: 'file', field: part.fieldname, filename: part.filename, stream: part.file };
      } else {
        yield { kind: 'field', name: part.fieldname, value: String(part.value) };
      }
    }
  }
  // A file part can fail before anyone reads it (the body ended inside it), so its stream is asked afterwards.
  const failedInside = () => files.some((file) => file.errored && !(file.errored instanceof BlobLimitError));
  return { parts: parts(), malformed: () => malformed || failedInside() };
}
