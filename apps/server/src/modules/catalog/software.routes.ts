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
} from '@biocloud/contracts';
import type { Locale, SubmitTaskRequest } from '@biocloud/contracts';
import { requestLocale } from '../../http/request-locale';
import type { Caller } from '../files/file-access';
import { requestCaller } from '../files/request-caller';
import { softwareNotFound } from '../jobs/task-errors';
import type { SoftwareService } from './software.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['software'];

export interface SoftwareRouteDeps {
  software: SoftwareService;
  submit(caller: Caller, locale: Locale, softwareId: string, body: SubmitTaskRequest): Promise<{ jobId: string }>;
  example(caller: Caller, locale: Locale, softwareId: string, jobName?: string): Promise<{ jobId: string }>;
}

/** The tool catalog and starting task jobs (paths in shared/API.md, "Software"). */
export function softwareRoutes(deps: SoftwareRouteDeps) {
  const { software } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/v1/software',
      {
        schema: {
          tags,
          querystring: softwareListQuerySchema,
          response: { 200: softwareListResponseSchema, ...errors },
        },
      },
      async (request) => {
        requestCaller(request);
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
      { schema: { tags, params: softwareIdParamsSchema, response: { 200: softwareDetailResponseSchema, ...errors } } },
      async (request) => {
        requestCaller(request);
        const tool = software.find(request.params.softwareId);
        if (!tool) throw softwareNotFound();
        return software.detail(tool, requestLocale(request));
      },
    );

    r.post(
      '/api/v1/software/:softwareId/submit',
      {
        schema: {
          tags,
          params: softwareIdParamsSchema,
          body: submitTaskRequestSchema,
          response: { 200: submitTaskResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request) =>
        deps.submit(requestCaller(request), requestLocale(request), request.params.softwareId, request.body),
    );

    r.post(
      '/api/v1/software/:softwareId/example',
      {
        schema: {
          tags,
          params: softwareIdParamsSchema,
          body: exampleTaskRequestSchema,
          response: { 200: submitTaskResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request) =>
        deps.example(requestCaller(request), requestLocale(request), request.params.softwareId, request.body.jobName),
    );
  };
}
