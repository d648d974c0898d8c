import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyseResponseSchema,
  deliverRequestSchema,
  deliverResponseSchema,
  errorResponseSchema,
  fileListResponseSchema,
  projectFilesListRequestSchema,
  projectHasReportRequestSchema,
  projectHasReportResponseSchema,
  projectIdParamsSchema,
  projectJobActionResponseSchema,
  projectJobDeleteQuerySchema,
  projectJobDetailResponseSchema,
  projectJobLogResponseSchema,
  projectJobParamsSchema,
  projectJobsQuerySchema,
  projectJobsResponseSchema,
  taskEventsResponseSchema,
  uploadResponseSchema,
  workflowLogQuerySchema,
  workflowOutputResponseSchema,
  workflowParamsResponseSchema,
  type JobAction,
} from '@biocloud/contracts';
import { z } from 'zod';
import { requestLocale } from '../../http/request-locale';
import type { AnalyseService } from './analyse.service';
import { projectCaller } from './project-access';
import type { ProjectDataService } from './project-data.service';
import { idList, type ProjectJobsService } from './project-jobs.service';
import { projectErrors as errors } from './projects.routes';
import { withParts } from './with-parts';

const tags = ['projects'];
const byId = { tags, params: projectIdParamsSchema };
const byJob = { tags, params: projectJobParamsSchema };

/** A project's data, its jobs and its analyse cards. */
export function projectWorkRoutes(deps: {
  data: ProjectDataService;
  jobs: ProjectJobsService;
  analyse: AnalyseService;
}) {
  const { data, jobs } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/v1/projects/:projectBaseId/files/list',
      {
        schema: { ...byId, body: projectFilesListRequestSchema, response: { 200: fileListResponseSchema, ...errors } },
      },
      async (request) =>
        data.list(projectCaller(request), request.params.projectBaseId, request.body, requestLocale(request)),
    );
    r.post(
      '/api/v1/projects/:projectBaseId/deliver',
      { schema: { ...byId, body: deliverRequestSchema, response: { 200: deliverResponseSchema, ...errors } } },
      async (request) => data.deliver(projectCaller(request), request.params.projectBaseId, request.body),
    );
    r.post(
      '/api/v1/projects/:projectBaseId/deliver/upload',
      {
        schema: {
          ...byId,
          consumes: ['multipart/form-data'],
          response: { 200: uploadResponseSchema, 413: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        withParts(request, reply, (parts, declared) =>
          data.upload(projectCaller(request), request.params.projectBaseId, parts, declared),
        ),
    );

    r.get(
      '/api/v1/projects/:projectBaseId/analyse',
      { schema: { ...byId, response: { 200: analyseResponseSchema, ...errors } } },
      async (request) =>
        deps.analyse.cards(projectCaller(request), request.params.projectBaseId, requestLocale(request)),
    );

    r.get(
      '/api/v1/projects/:projectBaseId/jobs',
      {
        schema: {
          ...byId,
          querystring: projectJobsQuerySchema,
          response: { 200: projectJobsResponseSchema, ...errors },
        },
      },
      async (request) =>
        jobs.list(projectCaller(request), request.params.projectBaseId, request.query, requestLocale(request)),
    );
    r.post(
      '/api/v1/projects/:projectBaseId/jobs/has-report',
      {
        schema: {
          ...byId,
          body: projectHasReportRequestSchema,
          response: { 200: projectHasReportResponseSchema, ...errors },
        },
      },
      async (request) =>
        jobs.hasReport(projectCaller(request), request.params.projectBaseId, idList(request.body.workflowNums)),
    );
    r.delete(
      '/api/v1/projects/:projectBaseId/jobs',
      {
        schema: {
          ...byId,
          querystring: projectJobDeleteQuerySchema,
          response: { 200: z.object({ deleted: z.string().array() }), ...errors },
        },
      },
      async (request) =>
        jobs.delete(projectCaller(request), request.params.projectBaseId, idList(request.query.workflowNum)),
    );
    r.get(
      '/api/v1/projects/:projectBaseId/jobs/:workflowNum',
      { schema: { ...byJob, response: { 200: projectJobDetailResponseSchema, ...errors } } },
      async (request) =>
        jobs.detail(
          projectCaller(request),
          request.params.projectBaseId,
          request.params.workflowNum,
          requestLocale(request),
        ),
    );
    r.get(
      '/api/v1/projects/:projectBaseId/jobs/:workflowNum/log',
      {
        schema: {
          ...byJob,
          querystring: workflowLogQuerySchema,
          response: { 200: projectJobLogResponseSchema, ...errors },
        },
      },
      async (request) =>
        jobs.log(
          projectCaller(request),
          request.params.projectBaseId,
          request.params.workflowNum,
          request.query.loadLog,
        ),
    );
    for (const [tab, response] of [
      ['params', workflowParamsResponseSchema],
      ['output', workflowOutputResponseSchema],
    ] as const) {
      r.get(
        `/api/v1/projects/:projectBaseId/jobs/:workflowNum/${tab}`,
        { schema: { ...byJob, response: { 200: response, ...errors } } },
        async (request) => {
          const { projectBaseId, workflowNum } = request.params;
          const tabs = await jobs.computeTab(
            projectCaller(request),
            projectBaseId,
            workflowNum,
            requestLocale(request),
          );
          return tabs[tab]();
        },
      );
    }
    r.get(
      '/api/v1/projects/:projectBaseId/jobs/:workflowNum/events',
      { schema: { ...byJob, response: { 200: taskEventsResponseSchema, ...errors } } },
      async (request) =>
        jobs.events(
          projectCaller(request),
          request.params.projectBaseId,
          request.params.workflowNum,
          requestLocale(request),
        ),
    );
    for (const action of ['pause', 'resume', 'stop'] as const satisfies readonly JobAction[]) {
      r.put(
        `/api/v1/projects/:projectBaseId/jobs/:workflowNum/${action}`,
        { schema: { ...byJob, response: { 200: projectJobActionResponseSchema, ...errors } } },
        async (request) =>
          jobs.act(projectCaller(request), request.params.projectBaseId, request.params.workflowNum, action),
      );
    }
  };
}
