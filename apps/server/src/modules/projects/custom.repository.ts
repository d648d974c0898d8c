import type { Kysely } from 'kysely';
import type { CustomRequestStatusColumn, DB } from '../../db/schema';
import { displayNameSql } from '../users/display-name';

/** Custom analysis requests, their replies and attachments. Bound to `db` or a transaction. */
export function createCustomRepository(db: Kysely<DB>) {
  return {
    findRequest(projectId: string, id: string) {
      return db
        .selectFrom('project_custom_requests')
        .selectAll()
        .where('id', '=', id)
        .where('project_id', '=', projectId)
        .executeTakeFirst();
    },

    /** The project's requests, newest first, with their author's name and reply count. */
    listRequests(projectId: string) {
      return db
        .selectFrom('project_custom_requests as r')
        .innerJoin('users', 'users.id', 'r.user_id')
        .selectAll('r')
        .select((eb) => [
          displayNameSql('users').as('author_name'),
          eb
            .selectFrom('project_custom_replies as p')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('p.request_id', '=', 'r.id')
            .as('reply_count'),
        ])
        .where('r.project_id', '=', projectId)
        .orderBy('r.created_at', 'desc')
        .execute();
    },

    author(userId: string) {
      return db.selectFrom('users').select(['username', 'real_name']).where('id', '=', userId).executeTakeFirst();
    },

    replies(requestId: string) {
      return db
        .selectFrom('project_custom_replies')
        .selectAll()
        .where('request_id', '=', requestId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** The files of a request and of its replies (reply_id), in the order they were given. */
    attachments(requestId: string) {
      return db
        .selectFrom('project_custom_attachments as a')
        .innerJoin('files', 'files.uuid', 'a.file_uuid')
        .select(['a.file_uuid', 'a.reply_id', 'files.name', 'files.size'])
        .where('a.request_id', '=', requestId)
        .orderBy('a.position')
        .execute();
    },

    async insertRequest(request: {
      projectId: string;
      userId: string;
      title: string;
      description: string;
      toolId?: string;
    }) {
      const row = await db
        .insertInto('project_custom_requests')
        .values({
          project_id: request.projectId,
          user_id: request.userId,
          title: request.title,
          description: request.description,
          tool_id: request.toolId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async insertReply(reply: {
      requestId: string;
      userId: string;
      authorName: string;
      fromStaff: boolean;
      content: string;
    }): Promise<string> {
      const row = await db
        .insertInto('project_custom_replies')
        .values({
          request_id: reply.requestId,
          user_id: reply.userId,
          author_name: reply.authorName,
          from_staff: reply.fromStaff,
          content: reply.content,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The request changed now (a reply), with a new status when staff set one. */
    async touchRequest(id: string, status?: CustomRequestStatusColumn): Promise<void> {
      await db
        .updateTable('project_custom_requests')
        .set({ updated_at: new Date(), ...(status && { status }) })
        .where('id', '=', id)
        .execute();
    },

    async insertAttachments(requestId: string, replyId: string | null, fileUuids: readonly string[]): Promise<void> {
      if (fileUuids.length === 0) return;
      await db
        .insertInto('project_custom_attachments')
        .values(
          fileUuids.map((file_uuid, position) => ({ file_uuid, request_id: requestId, reply_id: replyId, position })),
        )
        .execute();
    },
  };
}

export type CustomRepository = ReturnType<typeof createCustomRepository>;
