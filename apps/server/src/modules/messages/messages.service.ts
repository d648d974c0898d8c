import type { Locale, messageListQuerySchema, messageListResponseSchema } from '@biocloud/contracts';
import type { z } from 'zod';
import { lookupText, type TextBundles } from '../content/text-files';
import type { MessagesRepository } from './messages.repository';

type MessageListQuery = z.output<typeof messageListQuerySchema>;
type MessageListResponse = z.output<typeof messageListResponseSchema>;

/**
 * The caller's messages: the unread count of the header badge, a plain list and marking read. The message pages of
 * spec 001 (multi-select, delete, detail) come with their own issue and build on these rows.
 */
export function createMessagesService(deps: { messagesRepo: MessagesRepository; texts: TextBundles }) {
  const { messagesRepo: repo, texts } = deps;
  /** A stage's key reads as its name in the reader's language. */
  const withStageName = (params: Record<string, string | number>, locale: Locale) =>
    typeof params.stageKey === 'string'
      ? { ...params, stage: lookupText(texts, locale, `messages.stages.${params.stageKey}`) ?? params.stageKey }
      : params;

  return {
    unreadCount: (userId: string) => repo.unreadCount(userId),

    async list(userId: string, query: MessageListQuery, locale: Locale): Promise<MessageListResponse> {
      const size = query.recordNumberOfPage;
      const [{ rows, total }, unreadCount] = await Promise.all([
        repo.list(userId, size, query.currentPage * size),
        repo.unreadCount(userId),
      ]);
      return {
        list: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          title: lookupText(texts, locale, `messages.kinds.${row.kind}`, withStageName(row.params, locale)) ?? row.kind,
          params: row.params,
          projectBaseId: row.project_id,
          readFlag: row.read_flag,
          createTime: row.created_at.toISOString(),
        })),
        totalPages: Math.ceil(total / size),
        unreadCount,
      };
    },

    markRead: (userId: string, ids?: readonly string[]) => repo.markRead(userId, ids),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
