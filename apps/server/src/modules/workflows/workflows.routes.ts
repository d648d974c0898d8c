import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appTypesQuerySchema,
  appTypesResponseSchema,
  errorResponseSchema,
  hasReportRequestSchema,
  hasReportResponseSchema,
  sonWorkflowStatusResponseSchema,
  workflowActionResponseSchema,
  workflowDeleteQuerySchema,
  workflowDeleteResponseSchema,
  workflowDetailResponseSchema,
  workflowErrorResponseSchema,
  workflowIdParamsSchema,
  workflowInputResponseSchema,
  workflowListRequestSchema,
  workflowListResponseSchema,
  workflowLogQuerySchema,
  workflowLogResponseSchema,
  workflowOutputResponseSchema,
  workflowPackageQuerySchema,
  workflowParamsResponseSchema,
  toolIdSchema,
  type JobAction,
} from '@biocloud/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { requestLocale } from '../../http/request-locale';
import type { DownloadAnswer } from '../files/download.service';
import { sendDownload } from '../files/download-reply';
import type { Caller } from '../auth/caller';
import { requestCaller } from '../auth/request-caller';
import { softwareNotFound } from '../tasks/task-errors';
import type { AppCatalogService } from './app-catalog.service';
import { APP_IMAGE_ROUTE } from './app-image';
import type { WorkflowActions } from './workflow-actions';
import { workflowStepUnknown } from './workflow-errors';
import type { WorkflowTabs } from './workflow-tabs';
import type { WorkflowsService } from './workflows.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['workflows'];

/** Splits the spec's comma-joined id lists. */
const idList = (value: string | string[]) =>
  [value]
    .flat()
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');

export interface WorkflowRouteDeps {
  workflows: WorkflowsService;
  actions: WorkflowActions;
  tabs: WorkflowTabs;
  apps: AppCatalogService;
  /** The files' zip of these folders (files/download.service.ts). */
  zip(caller: Caller, folderUuids: readonly string[]): Promise<DownloadAnswer>;
}

/** Compute jobs and the app types (paths in shared/API.md, "Compute jobs (workflows)" and "Software"). */
export function workflowsRoutes(deps: WorkflowRouteDeps) {
  const { workflows, actions, tabs } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const byId = { tags, params: workflowIdParamsSchema };

    r.get(
      '/api/v1/software/types',
      {
        schema: {
          tags: ['software'],
          querystring: appTypesQuerySchema,
          response: { 200: appTypesResponseSchema, ...errors },
        },
      },
      async (request) => {
        requestCaller(request);
        return deps.apps.types(request.query.typeName, requestLocale(request));
      },
    );

    // Shown by <img> tags of the catalogue pages, which send no token: the images are no secret.
    r.get(
      APP_IMAGE_ROUTE,
      { config: { public: true }, schema: { tags: ['software'], params: z.object({ appId: toolIdSchema }) } },
      async (request, reply) => {
        const image = await deps.apps.image(request.params.appId);
        if (!image) throw softwareNotFound();
        return reply.type(image.mediaType).header('cache-control', 'public, max-age=3600').send(image.bytes);
      },
    );

    r.post(
      '/api/v1/workflows/list',
      { schema: { tags, body: workflowListRequestSchema, response: { 200: workflowListResponseSchema, ...errors } } },
      async (request) => workflows.list(requestCaller(request), request.body, requestLocale(request)),
    );

    r.post(
      '/api/v1/workflows/has-report',
      { schema: { tags, body: hasReportRequestSchema, response: { 200: hasReportResponseSchema, ...errors } } },
      async (request) => workflows.hasReport(requestCaller(request), idList(request.body.workflowIds)),
    );

    r.delete(
      '/api/v1/workflows',
      {
        schema: {
          tags,
          querystring: workflowDeleteQuerySchema,
          response: { 200: workflowDeleteResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request) => actions.delete(requestCaller(request), idList(request.query.workflowId)),
    );

    r.get(
      '/api/v1/workflows/:workflowId',
      { schema: { ...byId, response: { 200: workflowDetailResponseSchema, ...errors } } },
      async (request) => workflows.detail(requestCaller(request), request.params.workflowId, requestLocale(request)),
    );

    for (const action of ['pause', 'resume', 'stop'] as const satisfies readonly JobAction[]) {
      r.put(
        `/api/v1/workflows/:workflowId/${action}`,
        { schema: { ...byId, response: { 200: workflowActionResponseSchema, 409: errorResponseSchema, ...errors } } },
        async (request) => actions.act(requestCaller(request), request.params.workflowId, action),
      );
    }

    r.get(
      '/api/v1/workflows/:workflowId/input',
      { schema: { ...byId, response: { 200: workflowInputResponseSchema, ...errors } } },
      async (request) => tabs.input(requestCaller(request), request.params.workflowId),
    );
    r.get(
      '/api/v1/workflows/:workflowId/params',
      { schema: { ...byId, response: { 200: workflowParamsResponseSchema, ...errors } } },
      async (request) => tabs.params(requestCaller(request), request.params.workflowId),
    );
    r.get(
      '/api/v1/workflows/:workflowId/output',
      { schema: { ...byId, response: { 200: workflowOutputResponseSchema, ...errors } } },
      async (request) => tabs.output(requestCaller(request), request.params.workflowId, requestLocale(request)),
    );
    r.get(
      '/api/v1/workflows/:workflowId/error',
      { schema: { ...byId, response: { 200: workflowErrorResponseSchema, ...errors } } },
      async (request) => tabs.error(requestCaller(request), request.params.workflowId, requestLocale(request)),
    );
    r.get(
      '/api/v1/workflows/:workflowId/log',
      {
        schema: {
          ...byId,
          querystring: workflowLogQuerySchema,
          response: { 200: workflowLogResponseSchema, ...errors },
        },
      },
      async (request) => tabs.log(requestCaller(request), request.params.workflowId, request.query.loadLog),
    );
    r.get(
      '/api/v1/workflows/:workflowId/son-status',
      { schema: { ...byId, response: { 200: sonWorkflowStatusResponseSchema, ...errors } } },
      async (request) => workflows.sonStatus(requestCaller(request), request.params.workflowId),
    );
    r.get(
      '/api/v1/workflows/:workflowId/package',
      { schema: { ...byId, querystring: workflowPackageQuerySchema, response: errors } },
      async (request, reply) => {
        const caller = requestCaller(request);
        const step = request.query.taskName?.trim() || undefined;
        const folders = await tabs.packageFolders(caller, request.params.workflowId, step);
        if (folders.length === 0) throw step ? workflowStepUnknown() : new AppError('WORKFLOW_NOTHING_TO_PACKAGE', 404);
        return sendDownload(reply, await deps.zip(caller, folders), false);
      },
    );
  };
}
