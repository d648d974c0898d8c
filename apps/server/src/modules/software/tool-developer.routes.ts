import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, softwareIdParamsSchema, toolDeveloperResponseSchema } from '@biocloud/contracts';
import { requestCaller } from '../auth/request-caller';
import { softwareNotFound } from '../tasks/task-errors';
import type { SoftwareService } from '../catalog/software.service';
import type { ToolDeveloperService } from '../catalog/tool-developer';

/** GET /api/v1/software/:softwareId/developer: a tool's technical page (catalog/tool-developer.ts), logged in. */
export function toolDeveloperRoutes(deps: { software: SoftwareService; developer: ToolDeveloperService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/v1/software/:softwareId/developer',
      {
        schema: {
          tags: ['software'],
          params: softwareIdParamsSchema,
          response: { 200: toolDeveloperResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => {
        requestCaller(request);
        const tool = deps.software.find(request.params.softwareId);
        if (!tool) throw softwareNotFound();
        return { data: await deps.developer.developer(tool) };
      },
    );
  };
}
