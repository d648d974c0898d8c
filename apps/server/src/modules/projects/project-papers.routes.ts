import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attachReportResponseSchema,
  customAttachmentParamsSchema,
  customCreatedResponseSchema,
  customDetailResponseSchema,
  customListResponseSchema,
  customParamsSchema,
  customReplyCreatedResponseSchema,
  errorResponseSchema,
  projectIdParamsSchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportParamsSchema,
} from '@biocloud/contracts';
import { z } from 'zod';
import { requestLocale } from '../../http/request-locale';
import { downloadRequest, rangeAware, sendDownload } from '../files/download-reply';
import type { CustomService } from './custom.service';
import { projectCaller } from './project-access';
import { projectErrors as errors } from './projects.routes';
import { withParts } from './with-parts';
import type { ReportsService } from './reports.service';

const tags = ['projects'];
const byId = { tags, params: projectIdParamsSchema };
const multipartErrors = { 413: errorResponseSchema, ...errors };

/** A project's reports and custom requests: the paperwork around its data. */
export function projectPapersRoutes(deps: { reports: ReportsService; custom: CustomService }) {
  const { reports, custom } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/v1/projects/:projectBaseId/reports',
      {
        schema: { ...byId, querystring: reportListQuerySchema, response: { 200: reportListResponseSchema, ...errors } },
      },
      async (request) =>
        reports.list(projectCaller(request), request.params.projectBaseId, request.query, requestLocale(request)),
    );
    r.post(
      '/api/v1/projects/:projectBaseId/reports',
      {
        schema: {
          ...byId,
          consumes: ['multipart/form-data'],
          response: { 200: attachReportResponseSchema, ...multipartErrors },
        },
      },
      async (request, reply) =>
        withParts(request, reply, (parts) =>
          reports.attach(projectCaller(request), request.params.projectBaseId, parts),
        ),
    );
    for (const [suffix, inline] of [
      ['open', true],
      ['download', false],
    ] as const) {
      r.get(
        `/api/v1/projects/reports/:projectId/${suffix}`,
        { schema: { tags, params: reportParamsSchema, response: { 416: errorResponseSchema, ...errors } } },
        async (request, reply) => {
          const answer = await rangeAware(reply, () =>
            reports.open(projectCaller(request), request.params.projectId, downloadRequest(request, inline)),
          );
          return sendDownload(reply, answer, false);
        },
      );
    }
    r.delete(
      '/api/v1/projects/reports/:projectId',
      {
        schema: {
          tags,
          params: reportParamsSchema,
          response: { 200: z.object({ deleted: z.string().array() }), ...errors },
        },
      },
      async (request) => reports.delete(projectCaller(request), request.params.projectId),
    );

    r.get(
      '/api/v1/projects/:projectBaseId/custom',
      { schema: { ...byId, response: { 200: customListResponseSchema, ...errors } } },
      async (request) => custom.list(projectCaller(request), request.params.projectBaseId),
    );
    r.post(
      '/api/v1/projects/:projectBaseId/custom',
      {
        schema: {
          ...byId,
          consumes: ['multipart/form-data'],
          response: { 200: customCreatedResponseSchema, ...multipartErrors },
        },
      },
      async (request, reply) =>
        withParts(request, reply, (parts) =>
          custom.create(projectCaller(request), request.params.projectBaseId, parts),
        ),
    );
    r.get(
      '/api/v1/projects/:projectBaseId/custom/:customId',
      { schema: { tags, params: customParamsSchema, response: { 200: customDetailResponseSchema, ...errors } } },
      async (request) => custom.detail(projectCaller(request), request.params.projectBaseId, request.params.customId),
    );
    r.post(
      '/api/v1/projects/:projectBaseId/custom/:customId/replies',
      {
        schema: {
          tags,
          params: customParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: customReplyCreatedResponseSchema, ...multipartErrors },
        },
      },
      async (request, reply) =>
        withParts(request, reply, (parts) =>
          custom.reply(projectCaller(request), request.params.projectBaseId, request.params.customId, parts),
        ),
    );
    r.get(
      '/api/v1/projects/:projectBaseId/custom/:customId/attachments/:fileUuid',
      { schema: { tags, params: customAttachmentParamsSchema, response: { 416: errorResponseSchema, ...errors } } },
      async (request, reply) => {
        const { projectBaseId, customId, fileUuid } = request.params;
        const answer = await rangeAware(reply, () =>
          custom.attachment(projectCaller(request), projectBaseId, customId, fileUuid, downloadRequest(request, false)),
        );
        return sendDownload(reply, answer, false);
      },
    );
  };
}
