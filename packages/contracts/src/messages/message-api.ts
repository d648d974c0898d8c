import { z } from 'zod';
import { currentPageSchema } from '../api/paging';

/* Messages: the header badge and the message list (the message pages come with their own issue). */

const isoTime = z.string();

export const unreadCountResponseSchema = z.object({ unreadCount: z.number() });
export const messageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** The text of `messages.<kind>` in the caller's locale, with the params filled in. */
  title: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  projectBaseId: z.string().nullable(),
  readFlag: z.boolean(),
  createTime: isoTime,
});
export const messageListQuerySchema = z.object({
  currentPage: currentPageSchema,
  recordNumberOfPage: z.coerce.number().int().min(1).max(100).default(10),
});
export const messageListResponseSchema = z.object({
  list: messageSchema.array(),
  totalPages: z.number(),
  unreadCount: z.number(),
});
export const messageReadRequestSchema = z.object({ ids: z.array(z.string().max(64)).max(1000).optional() });
