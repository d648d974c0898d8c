import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  taskActionResponseSchema,
  taskDetailResponseSchema,
  taskEventsResponseSchema,
  taskIdParamsSchema,
  taskListQuerySchema,
  taskListResponseSchema,
  taskLogQuerySchema,
  taskLogResponseSchema,
  taskResultsQuerySchema,
  taskResultsResponseSchema,
  type JobAction,
} from '@biocloud/contracts';
import { requestLocale } from '../../http/request-locale';
import { requestCaller } from '../auth/request-caller';
import type { TasksService } from './tasks.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['tasks'];

/** Task jobs (paths in shared/API.md, "Task jobs"). */
export function tasksRoutes(tasks: TasksService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/v1/tasks',
      { schema: { tags, querystring: taskListQuerySchema, response: { 200: taskListResponseSchema, ...errors } } },
      async (request) => tasks.list(requestCaller(request), request.query, requestLocale(request)),
    );

    r.get(
      '/api/v1/tasks/:jobId',
      { schema: { tags, params: taskIdParamsSchema, response: { 200: taskDetailResponseSchema, ...errors } } },
      async (request) => tasks.detail(requestCaller(request), request.params.jobId, requestLocale(request)),
    );

    const actionSchema = {
      tags,
      params: taskIdParamsSchema,
      response: { 200: taskActionResponseSchema, 409: errorResponseSchema, ...errors },
    };
    for (const action of ['pause', 'resume', 'stop'] as const satisfies readonly JobAction[]) {
      r.put(`/api/v1/tasks/:jobId/${action}`, { schema: actionSchema }, async (request) =>
        tasks.act(requestCaller(request), request.params.jobId, action),
      );
    }
    r.delete('/api/v1/tasks/:jobId', { schema: actionSchema }, async (request) =>
      tasks.act(requestCaller(request), request.params.jobId, 'delete'),
    );

    r.get(
      '/api/v1/tasks/:jobId/log',
      {
        schema: {
          tags,
          params: taskIdParamsSchema,
          querystring: taskLogQuerySchema,
          response: { 200: taskLogResponseSchema, ...errors },
        },
      },
      async (request) => tasks.log(requestCaller(request), request.params.jobId, request.query.loadLog),
    );

    r.get(
      '/api/v1/tasks/:jobId/events',
      { schema: { tags, params: taskIdParamsSchema, response: { 200: taskEventsResponseSchema, ...errors } } },
      async (request) => tasks.events(requestCaller(request), request.params.jobId, requestLocale(request)),
    );

    r.get(
      '/api/v1/tasks/:jobId/results',
      {
        schema: {
          tags,
          params: taskIdParamsSchema,
          querystring: taskResultsQuerySchema,
          response: { 200: taskResultsResponseSchema, ...errors },
        },
      },
      async (request) =>
        tasks.results(requestCaller(request), request.params.jobId, request.query, requestLocale(request)),
    );
  };
}
