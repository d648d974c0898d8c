import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, expressInfoSchema, SAMPLE_IO_API, sampleIdQuerySchema } from '@biocloud/contracts';
import { sampleCaller } from '../sample-access';
import type { ExpressService } from './express.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
};

/** Courier tracking of a sent sample (spec 001 §7: GET .../getExpressInformation; sampleId). */
export function expressRoutes(deps: { express: ExpressService }) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      `${SAMPLE_IO_API}/getExpressInformation`,
      {
        schema: {
          tags: ['samples'],
          querystring: sampleIdQuerySchema,
          response: { 200: expressInfoSchema, ...errors },
        },
      },
      async (request) => deps.express.information(sampleCaller(request), request.query.sampleId),
    );
  };
}
