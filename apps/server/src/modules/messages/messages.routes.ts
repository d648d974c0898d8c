import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messageReadRequestSchema,
  unreadCountResponseSchema,
  type Locale,
} from '@biocloud/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requestLocale } from '../../http/request-locale';
import { requireSession } from '../auth/session-hooks';
import { lookupText, type TextBundles } from '../content/text-files';
import { createMessagesRepository } from './messages.repository';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const tags = ['messages'];

/**
 * The caller's messages: the unread count of the header badge, a plain list and marking read. The message pages of
 * spec 001 (multi-select, delete, detail) come with their own issue and build on these rows.
 */
export function messagesRoutes(deps: { db: Database; texts: TextBundles }) {
  const repo = createMessagesRepository(deps.db);
  /** A stage's key reads as its name in the reader's language. */
  const withStageName = (params: Record<string, string | number>, locale: Locale) =>
    typeof params.stageKey === 'string'
      ? { ...params, stage: lookupText(deps.texts, locale, `messages.stages.${params.stageKey}`) ?? params.stageKey }
      : params;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/v1/messages/unread-count',
      { schema: { tags, response: { 200: unreadCountResponseSchema, ...errors } } },
      async (request) => ({ unreadCount: await repo.unreadCount(requireSession(request).user.id) }),
    );

    r.get(
      '/api/v1/messages',
      {
        schema: { tags, querystring: messageListQuerySchema, response: { 200: messageListResponseSchema, ...errors } },
      },
      async (request) => {
        const userId = requireSession(request).user.id;
        const locale = requestLocale(request);
        const size = request.query.recordNumberOfPage;
        const [{ rows, total }, unreadCount] = await Promise.all([
          repo.list(userId, size, request.query.currentPage * size),
          repo.unreadCount(userId),
        ]);
        return {
          list: rows.map((row) => ({
            id: row.id,
            kind: row.kind,
            title:
              lookupText(deps.texts, locale, `messages.kinds.${row.kind}`, withStageName(row.params, locale)) ??
              row.kind,
            params: row.params,
            projectBaseId: row.project_id,
            readFlag: row.read_flag,
            createTime: row.created_at.toISOString(),
          })),
          totalPages: Math.ceil(total / size),
          unreadCount,
        };
      },
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
      async (request) => ({ read: await repo.markRead(requireSession(request).user.id, request.body.ids) }),
    );
  };
}
