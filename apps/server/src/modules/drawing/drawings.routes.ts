import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drawingCreatedSchema, drawingRequestSchema, drawingSchema } from '@biocloud/charts';
import { errorResponseSchema } from '@biocloud/contracts';
import { requestLocale } from '../../http/request-locale';
import { requestCaller } from '../auth/request-caller';
import type { DrawingService } from './drawings.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['drawing'];

/** Drawing tools: submit a figure, read it back to re-open it (the result itself arrives on the `drawing` topic). */
export function drawingRoutes(drawings: DrawingService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/v1/drawing',
      { schema: { tags, body: drawingRequestSchema, response: { 200: drawingCreatedSchema, ...errors } } },
      async (request) => drawings.create(requestCaller(request), request.body),
    );

    r.get(
      '/api/v1/drawing/:id',
      {
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }),
          response: { 200: drawingSchema, ...errors },
        },
      },
      async (request) => drawings.get(requestCaller(request), request.params.id, requestLocale(request)),
    );
  };
}
