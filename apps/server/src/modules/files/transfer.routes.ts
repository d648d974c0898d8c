import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  downloadCheckRequestSchema,
  downloadCheckResponseSchema,
  errorResponseSchema,
  fileUuidParamsSchema,
  packageRequestSchema,
  previewRequestSchema,
  previewResponseSchema,
  uploadResponseSchema,
} from '@biocloud/contracts';
import { AppError } from '../../http/app-error';
import { downloadRequest, rangeAware, sendDownload } from './download-reply';
import type { DownloadService } from './download.service';
import { storageFaultOf } from '../../storage/storage-faults';
import { uploadMalformed } from './file-errors';
import { multipartParts } from './multipart-parts';
import type { PreviewService } from './preview.service';
import { requestCaller } from '../auth/request-caller';
import type { UploadService } from './upload.service';

/** Turns an HTML form post into the same fields a JSON body has (repeated fields comma-joined). */
function parseForm(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) fields[key] = key in fields ? `${fields[key]},${value}` : value;
  return fields;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['files'];

/** The bytes of data files: upload, download, zip, the transfer-method check, and text preview. */
export function transferRoutes(uploads: UploadService, downloads: DownloadService, previews: PreviewService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/v1/files/upload',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: uploadResponseSchema, 409: errorResponseSchema, 413: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const body = multipartParts(request);
        try {
          const declared = Number(request.headers['content-length']);
          const files = await uploads.upload(
            requestCaller(request),
            body.parts,
            Number.isFinite(declared) ? declared : undefined,
          );
          return { fileUuids: files.map((file) => file.fileUuid), files };
        } catch (error) {
          // What is left of a refused body is not worth reading: the connection closes after the answer.
          if (!request.raw.readableEnded) void reply.header('connection', 'close');
          // A failing disk also fails the file part it was writing: that is no fault of the body's.
          if (error instanceof AppError || storageFaultOf(error) || !body.malformed()) throw error;
          throw uploadMalformed();
        }
      },
    );

    // HEAD is declared, not derived: a derived HEAD route would read the whole file to throw it away.
    r.route({
      method: ['GET', 'HEAD'],
      url: '/api/v1/files/:fileUuid/download',
      schema: {
        tags,
        params: fileUuidParamsSchema,
        querystring: z.object({ inline: z.enum(['0', '1']).optional() }),
        response: { 416: errorResponseSchema, ...errors },
      },
      handler: async (request, reply) => {
        const answer = await rangeAware(reply, () =>
          downloads.download(
            requestCaller(request),
            request.params.fileUuid,
            downloadRequest(request, request.query.inline === '1'),
          ),
        );
        return sendDownload(reply, answer, request.method === 'HEAD');
      },
    });

    // The one route taking an HTML form body (the web app streams the zip to disk through a form): its own scope.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, parseForm(body as string));
      });
      scope
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/api/v1/files/package',
          { schema: { tags, body: packageRequestSchema, response: errors }, config: { formRead: true } },
          async (request, reply) =>
            sendDownload(reply, await downloads.package(requestCaller(request), request.body.fileUuids), false),
        );
    });

    r.post(
      '/api/v1/files/download-check',
      { schema: { tags, body: downloadCheckRequestSchema, response: { 200: downloadCheckResponseSchema, ...errors } } },
      async (request) => downloads.check(requestCaller(request), request.body.fileUuids),
    );

    r.post(
      '/api/v1/files/preview',
      { schema: { tags, body: previewRequestSchema, response: { 200: previewResponseSchema, ...errors } } },
      async (request) => previews.preview(requestCaller(request), request.body.fileUuid, request.body.pageNow),
    );
  };
}
