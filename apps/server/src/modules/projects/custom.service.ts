import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX_COUNT,
  customRequestStatusSchema,
  isUuid,
  validateDescription,
  validateRequiredInput,
  validateTitle,
  type CustomDetailResponse,
} from '@biocloud/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DownloadRequest, DownloadService } from '../files/download.service';
import type { UploadPart } from '../files/upload.service';
import { sendMessages } from '../messages/messages.repository';
import type { ProjectCaller } from './project-access';
import type { ProjectDocuments, StagedForm } from './project-documents';
import { assertValid, customNotFound, replyEmpty } from './project-errors';
import { contactsOf, customersOf } from './project-recipients';
import { createProjectsRepository } from './projects.repository';
import type { ProjectsService, VisibleProject } from './projects.service';

/*
 * Custom analysis requests (custom, custom-progress, project/custom-detail): the customer's side writes one (title
 * under TITLE_LENGTH_LIMIT_EXCLUSIVE characters, description under DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE, at most
 * ATTACHMENTS_MAX_COUNT attachments of at most ATTACHMENT_MAX_BYTES), staff and customers reply (staff may move
 * its status along), attachments download. Every new request tells staff; every staff reply tells the customers.
 */

const attachmentLimits = {
  maxFiles: ATTACHMENTS_MAX_COUNT,
  maxBytes: ATTACHMENT_MAX_BYTES,
  tooLarge: () => new AppError('ATTACHMENT_TOO_LARGE', 413),
};

export function createCustomService(deps: {
  db: Database;
  projects: ProjectsService;
  documents: ProjectDocuments;
  downloads: DownloadService;
}) {
  const { db, projects, documents } = deps;
  const repo = createProjectsRepository(db);

  async function requestOf(project: VisibleProject, customId: string) {
    const row = isUuid(customId)
      ? await db
          .selectFrom('project_custom_requests')
          .selectAll()
          .where('id', '=', customId)
          .where('project_id', '=', project.row.id)
          .executeTakeFirst()
      : undefined;
    if (!row) throw customNotFound();
    return row;
  }

  /** Stores the form's files, then writes the rows naming them in one transaction. */
  async function withAttachments<T>(
    caller: ProjectCaller,
    project: VisibleProject,
    form: StagedForm,
    write: (trx: Kysely<DB>, fileUuids: string[]) => Promise<T>,
  ): Promise<T> {
    const docsRoot = await repo.rootRow(project.row.docs_file_uuid);
    return documents.storeWith(caller, docsRoot, form.files, (uuids) =>
      db.transaction().execute((trx) => write(trx, uuids)),
    );
  }

  const attachmentsOf = (requestId: string) =>
    db
      .selectFrom('project_custom_attachments as a')
      .innerJoin('files', 'files.uuid', 'a.file_uuid')
      .select(['a.file_uuid', 'a.reply_id', 'files.name', 'files.size'])
      .where('a.request_id', '=', requestId)
      .orderBy('a.position')
      .execute();

  return {
    async create(caller: ProjectCaller, projectBaseId: string, parts: AsyncIterable<UploadPart>) {
      const project = await projects.visible(caller, projectBaseId);
      const form = await documents.stage(parts, attachmentLimits);
      const title = form.fields.title ?? '';
      const description = form.fields.description ?? '';
      try {
        assertValid(validateTitle(title));
        assertValid(validateDescription(description));
      } catch (error) {
        await documents.discard(form.files);
        throw error;
      }
      return withAttachments(caller, project, form, async (trx, fileUuids) => {
        const row = await trx
          .insertInto('project_custom_requests')
          .values({ project_id: project.row.id, user_id: caller.id, title: title.trim(), description })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertAttachments(trx, row.id, null, fileUuids);
        await sendMessages(
          trx,
          (await contactsOf(trx, project.row)).filter((id) => id !== caller.id),
          {
            kind: 'customCreated',
            params: { projectName: project.row.name, title: title.trim(), by: caller.name },
            projectId: project.row.id,
          },
        );
        return { customId: row.id };
      });
    },

    async list(caller: ProjectCaller, projectBaseId: string) {
      const { row } = await projects.visible(caller, projectBaseId);
      const rows = await db
        .selectFrom('project_custom_requests as r')
        .innerJoin('users', 'users.id', 'r.user_id')
        .selectAll('r')
        .select((eb) => [
          eb.fn.coalesce(eb.fn('nullif', ['users.real_name', eb.val('')]), 'users.username').as('author_name'),
          eb
            .selectFrom('project_custom_replies as p')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('p.request_id', '=', 'r.id')
            .as('reply_count'),
        ])
        .where('r.project_id', '=', row.id)
        .orderBy('r.created_at', 'desc')
        .execute();
      return {
        list: rows.map((r) => ({
          customId: r.id,
          title: r.title,
          description: r.description,
          status: r.status,
          authorName: String(r.author_name),
          createTime: r.created_at.toISOString(),
          updateTime: r.updated_at.toISOString(),
          replyCount: Number(r.reply_count ?? 0),
        })),
      };
    },

    async detail(caller: ProjectCaller, projectBaseId: string, customId: string): Promise<CustomDetailResponse> {
      const project = await projects.visible(caller, projectBaseId);
      const request = await requestOf(project, customId);
      const [author, replies, attachments] = await Promise.all([
        db.selectFrom('users').select(['username', 'real_name']).where('id', '=', request.user_id).executeTakeFirst(),
        db
          .selectFrom('project_custom_replies')
          .selectAll()
          .where('request_id', '=', request.id)
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
        attachmentsOf(request.id),
      ]);
      const files = (replyId: string | null) =>
        attachments
          .filter((a) => a.reply_id === replyId)
          .map((a) => ({ fileUuid: a.file_uuid, fileName: a.name, size: Number(a.size) }));
      return {
        customId: request.id,
        title: request.title,
        description: request.description,
        status: request.status,
        authorName: author?.real_name || author?.username || '',
        createTime: request.created_at.toISOString(),
        updateTime: request.updated_at.toISOString(),
        replyCount: replies.length,
        attachments: files(null),
        replies: replies.map((r) => ({
          replyId: r.id,
          authorName: r.author_name,
          fromStaff: r.from_staff,
          content: r.content,
          createTime: r.created_at.toISOString(),
          attachments: files(r.id),
        })),
      };
    },

    /** A reply (text under the description limit, attachments as for a request); staff may set a new status. */
    async reply(caller: ProjectCaller, projectBaseId: string, customId: string, parts: AsyncIterable<UploadPart>) {
      const project = await projects.visible(caller, projectBaseId);
      const request = await requestOf(project, customId);
      const form = await documents.stage(parts, attachmentLimits);
      const content = form.fields.content ?? '';
      const status = customRequestStatusSchema.safeParse(form.fields.status || undefined);
      try {
        if (!validateRequiredInput(content).ok) throw replyEmpty();
        assertValid(validateDescription(content));
      } catch (error) {
        await documents.discard(form.files);
        throw error;
      }
      const fromStaff = caller.isStaff && project.role === 'staff';
      return withAttachments(caller, project, form, async (trx, fileUuids) => {
        const reply = await trx
          .insertInto('project_custom_replies')
          .values({
            request_id: request.id,
            user_id: caller.id,
            author_name: caller.name,
            from_staff: fromStaff,
            content,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertAttachments(trx, request.id, reply.id, fileUuids);
        await trx
          .updateTable('project_custom_requests')
          .set({ updated_at: new Date(), ...(fromStaff && status.success && { status: status.data }) })
          .where('id', '=', request.id)
          .execute();
        const told = fromStaff ? await customersOf(trx, project.row) : await contactsOf(trx, project.row);
        await sendMessages(
          trx,
          told.filter((id) => id !== caller.id),
          {
            kind: 'customReplied',
            params: { projectName: project.row.name, title: request.title, by: caller.name },
            projectId: project.row.id,
          },
        );
        return { replyId: reply.id };
      });
    },

    /** An attachment of the request or one of its replies. */
    async attachment(
      caller: ProjectCaller,
      projectBaseId: string,
      customId: string,
      fileUuid: string,
      request: DownloadRequest,
    ) {
      const project = await projects.visible(caller, projectBaseId);
      const custom = await requestOf(project, customId);
      const found = (await attachmentsOf(custom.id)).some((a) => a.file_uuid === fileUuid);
      if (!found) throw new AppError('FILE_NOT_FOUND', 404);
      return deps.downloads.download(caller, fileUuid, request);
    },
  };
}

async function insertAttachments(trx: Kysely<DB>, requestId: string, replyId: string | null, fileUuids: string[]) {
  if (fileUuids.length === 0) return;
  await trx
    .insertInto('project_custom_attachments')
    .values(fileUuids.map((file_uuid, position) => ({ file_uuid, request_id: requestId, reply_id: replyId, position })))
    .execute();
}

export type CustomService = ReturnType<typeof createCustomService>;
