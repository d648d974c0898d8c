import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { uploadMalformed } from '../files/file-errors';
import { multipartParts } from '../files/multipart-parts';
import type { UploadPart } from '../files/upload.service';

/**
 * Runs a multipart handler on the request's parts (as the files module's upload does): a body that does not parse
 * answers UPLOAD_MALFORMED, and the rest of a refused body is not read (the connection closes after the answer).
 */
export async function withParts<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (parts: AsyncIterable<UploadPart>, declaredLength: number | undefined) => Promise<T>,
): Promise<T> {
  const body = multipartParts(request);
  const declared = Number(request.headers['content-length']);
  try {
    return await run(body.parts, Number.isFinite(declared) ? declared : undefined);
  } catch (error) {
    if (!request.raw.readableEnded) void reply.header('connection', 'close');
    if (error instanceof AppError || !body.malformed()) throw error;
    throw uploadMalformed();
  }
}
