import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, mergeFilesRequestSchema, mergeFilesResponseSchema } from '@biocloud/contracts';
import { requestLocale } from '../../http/request-locale';
import type { MergeService } from './merge.service';
import { requestCaller } from '../auth/request-caller';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** POST /api/v1/files/merge: merge text files as a task job (contracts files/merge.ts). */
export function mergeRoutes(merge: MergeService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/files/merge',
      {
        schema: {
          tags: ['files'],
          body: mergeFilesRequestSchema,
          response: { 200: mergeFilesResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request) => merge.merge(requestCaller(request), requestLocale(request), request.body),
    );
  };
}
