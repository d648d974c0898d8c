import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, ftpCredentialsResponseSchema } from '@biocloud/contracts';
import { requireSession } from '../auth/session-hooks';
import type { FtpCredentialsService } from './ftp-credentials.service';

export function ftpCredentialsRoutes(service: FtpCredentialsService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/transfers/ftp-credentials',
      {
        schema: {
          tags: ['transfers'],
          response: { 200: ftpCredentialsResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return service.generate(requireSession(request).user, request.ip);
      },
    );
  };
}
