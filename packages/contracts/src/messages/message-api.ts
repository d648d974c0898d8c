import { z } from 'zod';
import { currentPageSchema } from '../api/paging';

/* Messages: the header badge, the message list and detail (spec 001 §2 message/list, message/detail). */

const isoTime = z.string();

/** The list's read filter: every message, only the read or only the unread ones. */
export const messageReadFilterSchema = z.enum(['all', 'read', 'unread']);
export type MessageReadFilter = z.infer<typeof messageReadFilterSchema>;

/** A message kind: a key of the `messages.kinds` texts (each area adds its own), a nested one dotted (`sampleStatus.sent`). */
export const messageKindSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)?$/);

/**
 * What a message is about, for its link: a compute job, a task job, a project, a sample, or an announcement (whose
 * text is the message itself). Derived from the message's params (messageLinkOf).
 */
export const messageLinkSchema = z.discriminatedUnion('target', [
  z.object({ target: z.literal('computeJob'), id: z.string() }),
  z.object({ target: z.literal('taskJob'), id: z.string() }),
  z.object({ target: z.literal('project'), id: z.string(), name: z.string() }),
  z.object({ target: z.literal('sample'), id: z.string() }),
]);
export type MessageLink = z.infer<typeof messageLinkSchema>;

export const unreadCountResponseSchema = z.object({ unreadCount: z.number() });
export const messageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** The text of `messages.kinds.<kind>` in the caller's locale with the params filled in (a generic one if none). */
  title: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  projectBaseId: z.string().nullable(),
  link: messageLinkSchema.nullable(),
  readFlag: z.boolean(),
  createTime: isoTime,
});
export type Message = z.infer<typeof messageSchema>;

/** Which of the caller's messages a list, a delete or a mark-read covers. */
export const messageFilterSchema = z.object({
  readFlag: messageReadFilterSchema.default('all'),
  kind: messageKindSchema.optional(),
});
export type MessageFilter = z.infer<typeof messageFilterSchema>;

export const messageListQuerySchema = messageFilterSchema.extend({
  currentPage: currentPageSchema,
  recordNumberOfPage: z.coerce.number().int().min(1).max(100).default(10),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;
export const messageListResponseSchema = z.object({
  list: messageSchema.array(),
  totalPages: z.number(),
  total: z.number(),
  unreadCount: z.number(),
  /** The kinds the caller has messages of, for the kind filter. */
  kinds: z.string().array(),
});
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

/** The most messages named in one request; more are covered by a filter (`all`), still one request and statement. */
export const MESSAGE_IDS_MAX = 1000;

/** Marks read the named messages, or (no ids) every unread one. */
export const messageReadRequestSchema = z.object({ ids: z.array(z.string().max(64)).max(MESSAGE_IDS_MAX).optional() });

/** Deletes the named messages, or every one the filter covers. */
export const messageDeleteRequestSchema = z.union([
  z.object({ ids: z.array(z.string().max(64)).min(1).max(MESSAGE_IDS_MAX) }),
  z.object({ all: z.literal(true), filter: messageFilterSchema.optional() }),
]);
export type MessageDeleteRequest = z.infer<typeof messageDeleteRequestSchema>;
export const messageDeleteResponseSchema = z.object({ deleted: z.number() });

export const messageDetailParamsSchema = z.object({ id: z.string().max(64) });

/** What a message's params say it is about (see messageLinkSchema); null when nothing. */
export function messageLinkOf(params: Record<string, string | number>, projectId: string | null): MessageLink | null {
  const text = (key: string) => (typeof params[key] === 'string' ? params[key] : undefined);
  const workflowId = text('workflowId');
  if (workflowId) return { target: 'computeJob', id: workflowId };
  const taskId = text('taskId');
  if (taskId) return { target: 'taskJob', id: taskId };
  const sampleId = text('sampleId') ?? (typeof params.sampleId === 'number' ? String(params.sampleId) : undefined);
  if (sampleId) return { target: 'sample', id: sampleId };
  if (projectId) return { target: 'project', id: projectId, name: text('projectName') ?? '' };
  return null;
}
