import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  messageDeleteRequestSchema,
  messageDeleteResponseSchema,
  messageDetailParamsSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messageReadRequestSchema,
  messageSchema,
  unreadCountResponseSchema,
} from '@biocloud/contracts';
import { z } from 'zod';
import { requestLocale } from '../../http/request-locale';
import { requireSession } from '../auth/session-hooks';
import type { MessagesService } from './messages.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const tags = ['messages'];

/** The caller's messages (messages.service.ts). */
export function messagesRoutes(deps: { messages: MessagesService }) {
  const { messages } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/v1/messages/unread-count',
      { schema: { tags, response: { 200: unreadCountResponseSchema, ...errors } } },
      async (request) => ({ unreadCount: await messages.unreadCount(requireSession(request).user.id) }),
    );

    r.get(
      '/api/v1/messages',
      {
        schema: { tags, querystring: messageListQuerySchema, response: { 200: messageListResponseSchema, ...errors } },
      },
      async (request) => messages.list(requireSession(request).user.id, request.query, requestLocale(request)),
    );

    r.get(
      '/api/v1/messages/:id',
      {
        schema: {
          tags,
          params: messageDetailParamsSchema,
          response: { 200: messageSchema, 404: errorResponseSchema, ...errors },
        },
      },
      async (request) => messages.open(requireSession(request).user.id, request.params.id, requestLocale(request)),
    );

    r.post(
      '/api/v1/messages/read',
      {
        schema: {
          tags,
          body: messageReadRequestSchema,
          response: { 200: z.object({ read: z.number() }), ...errors },
        },
      },
      async (request) => ({ read: await messages.markRead(requireSession(request).user.id, request.body.ids) }),
    );

    r.post(
      '/api/v1/messages/delete',
      {
        schema: {
          tags,
          body: messageDeleteRequestSchema,
          response: { 200: messageDeleteResponseSchema, ...errors },
        },
      },
      async (request) => ({ deleted: await messages.delete(requireSession(request).user.id, request.body) }),
    );
  };
}
