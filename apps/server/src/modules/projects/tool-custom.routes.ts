import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  softwareIdParamsSchema,
  toolCustomCreatedResponseSchema,
  toolCustomRequestBodySchema,
} from '@biocloud/contracts';
import type { SoftwareService } from '../catalog/software.service';
import { softwareNotFound } from '../tasks/task-errors';
import type { CustomService } from './custom.service';
import { projectCaller } from './project-access';
import { projectErrors as errors } from './projects.routes';

/**
 * POST /api/v1/software/:softwareId/custom-requests (logged in): a request for a customized version of a tool
 * (software/tools/detail/custom/:id), written as a custom request of a project (custom.service.ts createForTool).
 */
export function toolCustomRoutes(deps: { software: Pick<SoftwareService, 'find'>; custom: CustomService }) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/software/:softwareId/custom-requests',
      {
        schema: {
          tags: ['projects'],
          params: softwareIdParamsSchema,
          body: toolCustomRequestBodySchema,
          response: { 200: toolCustomCreatedResponseSchema, ...errors },
        },
      },
      async (request) => {
        const caller = projectCaller(request);
        const tool = deps.software.find(request.params.softwareId);
        if (!tool) throw softwareNotFound();
        return deps.custom.createForTool(caller, request.params.softwareId, request.body);
      },
    );
  };
}
