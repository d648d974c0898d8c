import {
  messageLinkOf,
  type Locale,
  type Message,
  type MessageDeleteRequest,
  type messageListQuerySchema,
  type MessageListResponse,
} from '@biocloud/contracts';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { lookupText, type TextBundles } from '../content/text-files';
import type { MessageRow, MessagesRepository } from './messages.repository';

type MessageListQuery = z.output<typeof messageListQuerySchema>;

/**
 * The caller's messages (spec 001 §2 message/list, message/detail): the unread count of the header badge, the list
 * with its filters, one message, marking read and deleting. Every area writes its own kinds (sendMessages); a kind
 * without a text of its own reads as the generic one, so a new kind never shows a bare key.
 */
export function createMessagesService(deps: { messagesRepo: MessagesRepository; texts: TextBundles }) {
  const { messagesRepo: repo, texts } = deps;
  /** A stage's key reads as its name in the reader's language. */
  const withStageName = (params: Record<string, string | number>, locale: Locale) =>
    typeof params.stageKey === 'string'
      ? { ...params, stage: lookupText(texts, locale, `messages.stages.${params.stageKey}`) ?? params.stageKey }
      : params;

  const present = (row: MessageRow, locale: Locale): Message => ({
    id: row.id,
    kind: row.kind,
    title:
      lookupText(texts, locale, `messages.kinds.${row.kind}`, withStageName(row.params, locale)) ??
      lookupText(texts, locale, 'messages.generic', { kind: row.kind }) ??
      row.kind,
    params: row.params,
    projectBaseId: row.project_id,
    link: messageLinkOf(row.params, row.project_id),
    readFlag: row.read_flag,
    createTime: row.created_at.toISOString(),
  });

  return {
    unreadCount: (userId: string) => repo.unreadCount(userId),

    async list(userId: string, query: MessageListQuery, locale: Locale): Promise<MessageListResponse> {
      const size = query.recordNumberOfPage;
      const filter = { readFlag: query.readFlag, kind: query.kind };
      const [{ rows, total }, unreadCount, kinds] = await Promise.all([
        repo.list(userId, filter, size, query.currentPage * size),
        repo.unreadCount(userId),
        repo.kinds(userId),
      ]);
      return {
        list: rows.map((row) => present(row, locale)),
        totalPages: Math.ceil(total / size),
        total,
        unreadCount,
        kinds,
      };
    },

    /** One message of the caller, read from now on. */
    async open(userId: string, id: string, locale: Locale): Promise<Message> {
      const row = await repo.open(userId, id);
      if (!row) throw new AppError('MESSAGE_NOT_FOUND', 404);
      return present(row, locale);
    },

    markRead: (userId: string, ids?: readonly string[]) => repo.markRead(userId, ids),

    delete: (userId: string, request: MessageDeleteRequest) =>
      repo.delete(userId, 'ids' in request ? { ids: request.ids } : { filter: request.filter ?? { readFlag: 'all' } }),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
