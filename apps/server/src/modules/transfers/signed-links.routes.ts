import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  objectUrlRequestSchema,
  objectUrlResponseSchema,
  signedTokenParamsSchema,
} from '@biocloud/contracts';
import { downloadRequest, rangeAware, sendDownload } from '../files/download-reply';
import { requestCaller } from '../auth/request-caller';
import { SIGNED_DOWNLOAD_PATH, type SignedLinksService } from './signed-links.service';

const tags = ['files'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

export function signedLinksRoutes(links: SignedLinksService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/v1/files/object-url',
      { schema: { tags, body: objectUrlRequestSchema, response: { 200: objectUrlResponseSchema, ...errors } } },
      async (request) => links.create(requestCaller(request), request.body.fileUuids),
    );

    // No session needed: the token is the permission. HEAD is declared so it never opens the bytes.
    r.route({
      method: ['GET', 'HEAD'],
      url: `${SIGNED_DOWNLOAD_PATH}:token`,
      config: { public: true },
      schema: {
        tags,
        params: signedTokenParamsSchema,
        response: { 410: errorResponseSchema, 416: errorResponseSchema, ...errors },
      },
      handler: async (request, reply) => {
        const answer = await rangeAware(reply, () =>
          links.download(request.params.token, downloadRequest(request, false)),
        );
        return sendDownload(reply, answer, request.method === 'HEAD');
      },
    });
  };
}
