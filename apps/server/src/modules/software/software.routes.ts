import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  exampleTaskRequestSchema,
  softwareDetailResponseSchema,
  softwareHotResponseSchema,
  softwareIdParamsSchema,
  softwareListQuerySchema,
  softwareListResponseSchema,
  submitTaskRequestSchema,
  submitTaskResponseSchema,
  appDetailResponseSchema,
  appListResponseSchema,
  submitWorkflowResponseSchema,
} from '@biocloud/contracts';
import { z } from 'zod';
import { requestLocale } from '../../http/request-locale';
import { requestCaller } from '../auth/request-caller';
import { softwareNotFound } from '../tasks/task-errors';
import type { AppSoftware } from '../workflows/app-software';
import type { SoftwareService } from '../catalog/software.service';
import type { SoftwareSubmit } from './software-submit';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['software'];

export interface SoftwareRouteDeps {
  software: SoftwareService;
  /** Tools (task jobs) start through this. */
  tools: SoftwareSubmit;
  /** Apps (compute jobs): an app's id or app type id is answered by them. */
  apps: AppSoftware;
}

// A tool answers the tool shapes, an app the app shapes (a task job's jobId, a compute job's workflowId).
const listResponse = z.union([softwareListResponseSchema, appListResponseSchema]);
const detailResponse = z.union([softwareDetailResponseSchema, appDetailResponseSchema]);
const submitResponse = z.union([submitTaskResponseSchema, submitWorkflowResponseSchema]);

/** The tool catalog and starting task jobs (paths in shared/API.md, "Software"). */
export function softwareRoutes(deps: SoftwareRouteDeps) {
  const { software } = deps;
  const starter = (softwareId: string) => (deps.apps.isApp(softwareId) ? deps.apps : deps.tools);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/v1/software',
      {
        schema: {
          tags,
          querystring: softwareListQuerySchema,
          response: { 200: listResponse, ...errors },
        },
      },
      async (request) => {
        requestCaller(request);
        if (deps.apps.isAppType(request.query.softTypeId)) return deps.apps.list(request.query, requestLocale(request));
        return software.list(request.query, requestLocale(request));
      },
    );

    r.get(
      '/api/v1/software/hot',
      { schema: { tags, response: { 200: softwareHotResponseSchema, ...errors } } },
      async (request) => {
        requestCaller(request);
        return software.hot(requestLocale(request));
      },
    );

    r.get(
      '/api/v1/software/:softwareId',
      { schema: { tags, params: softwareIdParamsSchema, response: { 200: detailResponse, ...errors } } },
      async (request) => {
        requestCaller(request);
        const tool = software.find(request.params.softwareId);
        if (tool) return software.detail(tool, requestLocale(request));
        const app = deps.apps.detail(request.params.softwareId, requestLocale(request));
        if (!app) throw softwareNotFound();
        return app;
      },
    );

    r.post(
      '/api/v1/software/:softwareId/submit',
      {
        schema: {
          tags,
          params: softwareIdParamsSchema,
          body: submitTaskRequestSchema,
          response: { 200: submitResponse, 409: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { softwareId } = request.params;
        return starter(softwareId).submit(requestCaller(request), requestLocale(request), softwareId, request.body);
      },
    );

    r.post(
      '/api/v1/software/:softwareId/example',
      {
        schema: {
          tags,
          params: softwareIdParamsSchema,
          body: exampleTaskRequestSchema,
          response: { 200: submitResponse, 409: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { softwareId } = request.params;
        return starter(softwareId).example(requestCaller(request), requestLocale(request), softwareId, request.body);
      },
    );
  };
}
