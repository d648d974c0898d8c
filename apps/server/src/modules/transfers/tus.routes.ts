import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RESUMABLE_UPLOAD_MAX_BYTES,
  TUS_CHECKSUM_ALGORITHMS,
  TUS_ENDPOINT,
  TUS_EXTENSIONS,
  TUS_FILE_UUID_HEADER,
  TUS_VERSION,
  errorResponseSchema,
} from '@biocloud/contracts';
import { requestCaller } from '../auth/request-caller';
import {
  checksumAlgorithmUnsupported,
  checksumInvalid,
  tusVersionUnsupported,
  uploadContentTypeInvalid,
  uploadLengthInvalid,
  uploadOffsetInvalid,
} from './transfer-errors';
import { parseByteCount, parseUploadChecksum, type UploadChecksum } from './tus-headers';
import type { TusService, UploadState } from './tus.service';

/*
 * The tus 1.0 protocol (core, creation, termination, checksum, expiration) on Fastify routes, so uploads share the
 * session, the error answers and the logging of every other call. See tus.service.ts for what each step means.
 */

const OFFSET_MEDIA_TYPE = 'application/offset+octet-stream';
const tags = ['uploads'];
const params = z.object({ uploadId: z.string().max(64) });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

function uploadHeaders(reply: FastifyReply, state: UploadState): void {
  void reply.header('upload-offset', String(state.offset));
  if (state.expiresAt) void reply.header('upload-expires', state.expiresAt.toUTCString());
  if (state.fileUuid) void reply.header(TUS_FILE_UUID_HEADER, state.fileUuid);
}

function checksumOf(header: string | string[] | undefined): UploadChecksum | undefined {
  if (header === undefined) return undefined;
  const parsed = typeof header === 'string' ? parseUploadChecksum(header) : null;
  if (parsed === 'unsupported') throw checksumAlgorithmUnsupported();
  if (!parsed) throw checksumInvalid();
  return parsed;
}

export function tusRoutes(tus: TusService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // PATCH bodies are streamed by the service, not parsed; other bodies are never read.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    app.addHook('onRequest', async (request, reply) => {
      void reply.header('tus-resumable', TUS_VERSION);
      if (request.method !== 'OPTIONS' && request.headers['tus-resumable'] !== TUS_VERSION) {
        void reply.header('tus-version', TUS_VERSION);
        throw tusVersionUnsupported();
      }
    });
    app.addHook('onSend', async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      // A refused body is not read to its end: closing is cheaper than draining gigabytes.
      if (!request.raw.complete) void reply.header('connection', 'close');
    });

    const options = async (_request: unknown, reply: FastifyReply) => {
      void reply.status(204).headers({
        'tus-version': TUS_VERSION,
        'tus-extension': TUS_EXTENSIONS.join(','),
        'tus-max-size': String(RESUMABLE_UPLOAD_MAX_BYTES),
        'tus-checksum-algorithm': TUS_CHECKSUM_ALGORITHMS.join(','),
      });
      return reply.send();
    };
    // The discovery of the server's tus capabilities, before any upload: no login needed.
    r.options(TUS_ENDPOINT, { config: { public: true }, schema: { tags } }, options);
    r.options(`${TUS_ENDPOINT}:uploadId`, { config: { public: true }, schema: { tags, params } }, options);

    const create = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers['upload-defer-length'] !== undefined) throw uploadLengthInvalid();
      const length = parseByteCount(request.headers['upload-length']);
      if (length === null) throw uploadLengthInvalid();
      const metadata = request.headers['upload-metadata'];
      const state = await tus.create(requestCaller(request), {
        length,
        metadata: typeof metadata === 'string' ? metadata : undefined,
      });
      uploadHeaders(reply, state);
      void reply.status(201).header('location', `${TUS_ENDPOINT}${state.id}`);
      return reply.send();
    };
    const createSchema = { tags, response: { 409: errorResponseSchema, 413: errorResponseSchema, ...errors } };
    r.post(TUS_ENDPOINT, { schema: createSchema }, create);
    r.post(TUS_ENDPOINT.slice(0, -1), { schema: { ...createSchema, hide: true } }, create);

    // No response schemas below: the answers have no body, and the error answers are those of every call.
    r.head(`${TUS_ENDPOINT}:uploadId`, { schema: { tags, params } }, async (request, reply) => {
      const state = await tus.status(requestCaller(request), request.params.uploadId);
      uploadHeaders(reply, state);
      void reply.status(200).headers({ 'upload-length': String(state.length) });
      if (state.metadata) void reply.header('upload-metadata', state.metadata);
      return reply.send();
    });

    r.patch(`${TUS_ENDPOINT}:uploadId`, { schema: { tags, params } }, async (request, reply) => {
      const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (mediaType !== OFFSET_MEDIA_TYPE) throw uploadContentTypeInvalid();
      const offset = parseByteCount(request.headers['upload-offset']);
      if (offset === null) throw uploadOffsetInvalid();
      const state = await tus.append(requestCaller(request), request.params.uploadId, {
        offset,
        declaredLength: parseByteCount(request.headers['content-length']) ?? undefined,
        checksum: checksumOf(request.headers['upload-checksum']),
        body: request.raw,
      });
      uploadHeaders(reply, state);
      return reply.status(204).send();
    });

    r.delete(`${TUS_ENDPOINT}:uploadId`, { schema: { tags, params } }, async (request, reply) => {
      await tus.terminate(requestCaller(request), request.params.uploadId);
      return reply.status(204).send();
    });

    // Ends the uploads in progress first, or closing would wait for the last byte of the slowest one.
    app.addHook('preClose', () => tus.abortAll());
  };
}
