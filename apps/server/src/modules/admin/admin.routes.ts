import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  ADMIN_PATH,
  adminAuditListSchema,
  adminAuditQuerySchema,
  adminCancelJobSchema,
  adminCreatedUserSchema,
  adminCreateUserSchema,
  adminJobListSchema,
  adminJobsQuerySchema,
  adminOkSchema,
  adminResetLinkSchema,
  adminSystemSchema,
  adminUserDetailSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  errorResponseSchema,
  STAFF_ROLES,
} from '@biocloud/contracts';
import { requestLocale } from '../../http/request-locale';
import { requireSession } from '../auth/session-hooks';
import type { AdminJobsService } from './admin-jobs.service';
import type { AdminUsersService, StaffActor } from './admin-users.service';
import type { AuditLogService } from './audit-log.service';

const tags = ['admin'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
/** Every route of the console is for the service team: the session hook answers others 403 STAFF_ONLY. */
const staffOnly = { roles: STAFF_ROLES };
const byId = z.object({ id: z.string().max(64) });

const actorOf = (request: FastifyRequest): StaffActor => ({
  id: requireSession(request).user.id,
  ip: request.ip,
  locale: requestLocale(request),
});

/** The staff console's API (issue 32): audit log, users, jobs and the system panel. */
export function adminRoutes(deps: { audit: AuditLogService; users: AdminUsersService; jobs: AdminJobsService }) {
  const { audit, users, jobs } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      `${ADMIN_PATH}/audit`,
      {
        config: staffOnly,
        schema: { tags, querystring: adminAuditQuerySchema, response: { 200: adminAuditListSchema, ...errors } },
      },
      async (request) => {
        const { page, pageSize, ...filter } = request.query;
        return audit.list(filter, page, pageSize);
      },
    );
    r.get(
      `${ADMIN_PATH}/audit.csv`,
      // No response schema: the body is the CSV, streamed in batches.
      { config: staffOnly, schema: { tags, querystring: adminAuditQuerySchema, produces: ['text/csv'] } },
      async (request, reply) => {
        const { actor, resource, action, from, to } = request.query;
        return reply
          .header('content-disposition', 'attachment; filename="audit-log.csv"')
          .header('cache-control', 'no-store')
          .type('text/csv; charset=utf-8')
          .send(Readable.from(audit.csv({ actor, resource, action, from, to })));
      },
    );

    r.get(
      `${ADMIN_PATH}/users`,
      {
        config: staffOnly,
        schema: { tags, querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema, ...errors } },
      },
      async (request) => users.list(request.query.q, request.query.page, request.query.pageSize),
    );
    r.post(
      `${ADMIN_PATH}/users`,
      {
        config: staffOnly,
        schema: { tags, body: adminCreateUserSchema, response: { 200: adminCreatedUserSchema, ...errors } },
      },
      async (request) => users.create(actorOf(request), request.body),
    );
    r.get(
      `${ADMIN_PATH}/users/:id`,
      { config: staffOnly, schema: { tags, params: byId, response: { 200: adminUserDetailSchema, ...errors } } },
      async (request) => users.detail(request.params.id),
    );
    r.post(
      `${ADMIN_PATH}/users/:id/lock`,
      { config: staffOnly, schema: { tags, params: byId, response: { 200: adminOkSchema, ...errors } } },
      async (request) => users.setLocked(actorOf(request), request.params.id, true),
    );
    r.post(
      `${ADMIN_PATH}/users/:id/unlock`,
      { config: staffOnly, schema: { tags, params: byId, response: { 200: adminOkSchema, ...errors } } },
      async (request) => users.setLocked(actorOf(request), request.params.id, false),
    );
    r.post(
      `${ADMIN_PATH}/users/:id/end-sessions`,
      { config: staffOnly, schema: { tags, params: byId, response: { 200: adminOkSchema, ...errors } } },
      async (request) => users.endSessions(actorOf(request), request.params.id),
    );
    r.post(
      `${ADMIN_PATH}/users/:id/reset-password`,
      { config: staffOnly, schema: { tags, params: byId, response: { 200: adminResetLinkSchema, ...errors } } },
      async (request) => users.resetPassword(actorOf(request), request.params.id),
    );

    r.get(
      `${ADMIN_PATH}/jobs`,
      {
        config: staffOnly,
        schema: { tags, querystring: adminJobsQuerySchema, response: { 200: adminJobListSchema, ...errors } },
      },
      async (request) => jobs.list(request.query.page, request.query.pageSize),
    );
    r.post(
      `${ADMIN_PATH}/jobs/:id/cancel`,
      {
        config: staffOnly,
        schema: { tags, params: byId, body: adminCancelJobSchema, response: { 200: adminOkSchema, ...errors } },
      },
      async (request) => jobs.cancel(actorOf(request), request.params.id, request.body.reason),
    );
    r.get(
      `${ADMIN_PATH}/system`,
      { config: staffOnly, schema: { tags, response: { 200: adminSystemSchema, ...errors } } },
      async () => jobs.system(),
    );
  };
}
