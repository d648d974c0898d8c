import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  announcementCreatedSchema,
  announcementListSchema,
  announcementRequestSchema,
  errorResponseSchema,
} from '@biocloud/contracts';
import { requireSession } from '../auth/session-hooks';
import type { AnnouncementsService } from './announcements.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const tags = ['messages'];

/** Staff announcements (announcements.service.ts) and the dashboard's notice. */
export function announcementsRoutes(deps: { announcements: AnnouncementsService }) {
  const { announcements } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/v1/announcements',
      { schema: { tags, body: announcementRequestSchema, response: { 200: announcementCreatedSchema, ...errors } } },
      async (request) => announcements.create(requireSession(request).user, request.body),
    );

    r.get(
      '/api/v1/announcements',
      { schema: { tags, response: { 200: announcementListSchema, ...errors } } },
      async (request) => ({ list: await announcements.staffList(requireSession(request).user) }),
    );

    r.get(
      '/api/v1/announcements/notice',
      { schema: { tags, response: { 200: announcementListSchema, ...errors } } },
      async (request) => ({ list: await announcements.notice(requireSession(request).user.id) }),
    );
  };
}
