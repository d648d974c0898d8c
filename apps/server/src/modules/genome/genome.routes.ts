import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  fileUuidParamsSchema,
  genomePartParamsSchema,
  genomeReferencesResponseSchema,
  genomeOpenResponseSchema,
} from '@biocloud/contracts';
import { requestCaller } from '../auth/request-caller';
import { downloadRequest, rangeAware, sendDownload } from '../files/download-reply';
import type { GenomeService } from './genome.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['genome'];

/** The genome viewer: open a data file (its index queued when missing), its parts by Range, the references. */
export function genomeRoutes(genome: GenomeService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // A POST: the first open of a content queues the making of its index.
    r.post(
      '/api/v1/files/:fileUuid/genome',
      {
        schema: {
          tags,
          params: fileUuidParamsSchema,
          response: { 200: genomeOpenResponseSchema, 422: errorResponseSchema, ...errors },
        },
      },
      async (request) => genome.open(requestCaller(request), request.params.fileUuid),
    );

    r.route({
      method: ['GET', 'HEAD'],
      url: '/api/v1/files/:fileUuid/genome/:part',
      schema: { tags, params: genomePartParamsSchema, response: { 416: errorResponseSchema, ...errors } },
      handler: async (request, reply) => {
        const answer = await rangeAware(reply, async () =>
          genome.part(
            requestCaller(request),
            request.params.fileUuid,
            request.params.part,
            downloadRequest(request, false),
          ),
        );
        return sendDownload(reply, answer, request.method === 'HEAD');
      },
    });

    r.get(
      '/api/v1/genome/references',
      { schema: { tags, response: { 200: genomeReferencesResponseSchema, ...errors } } },
      async (request) => genome.references(requestCaller(request)),
    );
  };
}
