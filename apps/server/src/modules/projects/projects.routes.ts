import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createProjectRequestSchema,
  createProjectResponseSchema,
  deleteProjectRequestSchema,
  deleteProjectResponseSchema,
  editProjectRequestSchema,
  emailRequestSchema,
  emailResponseSchema,
  errorResponseSchema,
  membersRequestSchema,
  membersResponseSchema,
  progressQuerySchema,
  progressReadRequestSchema,
  progressReadResponseSchema,
  progressResponseSchema,
  projectDetailResponseSchema,
  projectIdParamsSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectSchema,
  recordStageRequestSchema,
  staffCreateProjectRequestSchema,
  urgeRequestSchema,
  urgeStateSchema,
} from '@biocloud/contracts';
import { z } from 'zod';
import { projectCaller } from './project-access';
import type { ProjectDelete } from './project-delete';
import type { ProgressService } from './progress.service';
import type { ProjectsService } from './projects.service';

export const projectErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const errors = projectErrors;
const tags = ['projects'];
const byId = { tags, params: projectIdParamsSchema };

/** Projects, their members and their progress pages (paths in shared/API.md "Projects"). */
export function projectsRoutes(deps: { projects: ProjectsService; remove: ProjectDelete; progress: ProgressService }) {
  const { projects, progress } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/v1/projects',
      { schema: { tags, body: createProjectRequestSchema, response: { 200: createProjectResponseSchema, ...errors } } },
      async (request) => projects.create(projectCaller(request), request.body),
    );
    r.post(
      '/api/v1/projects/staff',
      {
        schema: {
          tags,
          body: staffCreateProjectRequestSchema,
          response: { 200: createProjectResponseSchema, ...errors },
        },
      },
      async (request) => projects.staffCreate(projectCaller(request), request.body),
    );
    r.get(
      '/api/v1/projects',
      {
        schema: { tags, querystring: projectListQuerySchema, response: { 200: projectListResponseSchema, ...errors } },
      },
      async (request) => projects.list(projectCaller(request), request.query),
    );
    // The tool project list of the spec is a POST with the same fields.
    r.post(
      '/api/v1/projects/list',
      { schema: { tags, body: projectListQuerySchema, response: { 200: projectListResponseSchema, ...errors } } },
      async (request) => projects.list(projectCaller(request), request.body),
    );
    r.get(
      '/api/v1/projects/:projectBaseId',
      { schema: { ...byId, response: { 200: projectDetailResponseSchema, ...errors } } },
      async (request) => projects.detail(projectCaller(request), request.params.projectBaseId),
    );
    r.post(
      '/api/v1/projects/:projectBaseId/edit',
      { schema: { ...byId, body: editProjectRequestSchema, response: { 200: projectSchema, ...errors } } },
      async (request) => projects.edit(projectCaller(request), request.params.projectBaseId, request.body),
    );
    r.delete(
      '/api/v1/projects/:projectBaseId',
      {
        schema: {
          ...byId,
          body: deleteProjectRequestSchema,
          response: { 200: deleteProjectResponseSchema, 413: errorResponseSchema, ...errors },
        },
      },
      async (request) => deps.remove.delete(projectCaller(request), request.params.projectBaseId, request.body),
    );

    r.get(
      '/api/v1/projects/:projectBaseId/members',
      { schema: { ...byId, response: { 200: membersResponseSchema, ...errors } } },
      async (request) => projects.members(projectCaller(request), request.params.projectBaseId),
    );
    r.post(
      '/api/v1/projects/:projectBaseId/members',
      { schema: { ...byId, body: membersRequestSchema, response: { 200: membersResponseSchema, ...errors } } },
      async (request) =>
        projects.addMembers(projectCaller(request), request.params.projectBaseId, request.body.usernames),
    );
    r.delete(
      '/api/v1/projects/:projectBaseId/members/:userId',
      {
        schema: {
          tags,
          params: projectIdParamsSchema.extend({ userId: z.string().max(64) }),
          response: { 200: membersResponseSchema, ...errors },
        },
      },
      async (request) =>
        projects.removeMember(projectCaller(request), request.params.projectBaseId, request.params.userId),
    );

    r.get(
      '/api/v1/projects/:projectBaseId/progress',
      { schema: { ...byId, querystring: progressQuerySchema, response: { 200: progressResponseSchema, ...errors } } },
      async (request) => progress.timeline(projectCaller(request), request.params.projectBaseId, request.query.type),
    );
    r.post(
      '/api/v1/projects/:projectBaseId/progress/read',
      {
        schema: { ...byId, body: progressReadRequestSchema, response: { 200: progressReadResponseSchema, ...errors } },
      },
      async (request) => progress.read(projectCaller(request), request.params.projectBaseId, request.body.type),
    );
    r.get(
      '/api/v1/projects/:projectBaseId/progress/urge',
      { schema: { ...byId, querystring: progressQuerySchema, response: { 200: urgeStateSchema, ...errors } } },
      async (request) => progress.urgeState(projectCaller(request), request.params.projectBaseId, request.query.type),
    );
    r.post(
      '/api/v1/projects/:projectBaseId/progress/urge',
      {
        schema: {
          ...byId,
          body: urgeRequestSchema,
          response: { 200: urgeStateSchema, 429: errorResponseSchema, ...errors },
        },
      },
      async (request) =>
        progress.urge(projectCaller(request), request.params.projectBaseId, request.body.type, request.body.content),
    );
    r.post(
      '/api/v1/projects/:projectBaseId/progress/email',
      {
        schema: {
          ...byId,
          body: emailRequestSchema,
          response: { 200: emailResponseSchema, 429: errorResponseSchema, ...errors },
        },
      },
      async (request) => progress.email(projectCaller(request), request.params.projectBaseId, request.body),
    );
    r.post(
      '/api/v1/projects/:projectBaseId/progress/stages',
      { schema: { ...byId, body: recordStageRequestSchema, response: { 200: progressResponseSchema, ...errors } } },
      async (request) => progress.recordStage(projectCaller(request), request.params.projectBaseId, request.body),
    );
  };
}
