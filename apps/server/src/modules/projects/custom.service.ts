import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX_COUNT,
  customRequestStatusSchema,
  isUuid,
  validateDescription,
  validateRequiredInput,
  validateTitle,
  type CustomDetailResponse,
  type ToolCustomRequestBody,
} from '@biocloud/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DownloadRequest, DownloadService } from '../files/download.service';
import type { UploadPart } from '../files/upload.service';
import { displayName } from '../users/display-name';
import { createCustomRepository, type CustomRepository } from './custom.repository';
import type { ProjectCaller } from './project-access';
import type { ProjectDocuments, StagedForm } from './project-documents';
import { assertValid, customNotFound, replyEmpty } from './project-errors';
import { projectNoticesOn, type ProjectNotices } from './project-notices';
import type { ProjectsRepository } from './projects.repository';
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

/** The writes of a request or a reply and the messages about it, in one transaction. */
export interface CustomTransaction extends ProjectNotices {
  custom: CustomRepository;
}

export type TransactCustom = <T>(work: (tx: CustomTransaction) => Promise<T>) => Promise<T>;

export function transactCustom(db: Kysely<DB>): TransactCustom {
  return (work) =>
    db.transaction().execute((trx) => work({ custom: createCustomRepository(trx), ...projectNoticesOn(trx) }));
}

export interface CustomServiceDeps {
  customRepo: CustomRepository;
  projectsRepo: Pick<ProjectsRepository, 'rootRow' | 'ownedNamed'>;
  transact: TransactCustom;
  projects: Pick<ProjectsService, 'visible' | 'create'>;
  documents: Pick<ProjectDocuments, 'stage' | 'discard' | 'storeWith'>;
  downloads: Pick<DownloadService, 'download'>;
}

export function createCustomService(deps: CustomServiceDeps) {
  const { customRepo: custom, projects, documents } = deps;

  async function requestOf(project: VisibleProject, customId: string) {
    const row = isUuid(customId) ? await custom.findRequest(project.row.id, customId) : undefined;
    if (!row) throw customNotFound();
    return row;
  }

  /** Stores the form's files, then writes the rows naming them in one transaction. */
  async function withAttachments<T>(
    caller: ProjectCaller,
    project: VisibleProject,
    form: StagedForm,
    write: (tx: CustomTransaction, fileUuids: string[]) => Promise<T>,
  ): Promise<T> {
    const docsRoot = await deps.projectsRepo.rootRow(project.row.docs_file_uuid);
    return documents.storeWith(caller, docsRoot, form.files, (uuids) => deps.transact((tx) => write(tx, uuids)));
  }

  /** Writes the request and tells the project's contacts (its staff member, else every staff account). */
  async function insertRequest(
    tx: CustomTransaction,
    caller: ProjectCaller,
    project: VisibleProject,
    request: { title: string; description: string; toolId?: string },
  ) {
    const title = request.title.trim();
    const customId = await tx.custom.insertRequest({
      projectId: project.row.id,
      userId: caller.id,
      title,
      description: request.description,
      toolId: request.toolId,
    });
    await tx.sendMessages(
      (await tx.contactsOf(project.row)).filter((id) => id !== caller.id),
      {
        kind: 'customCreated',
        params: { projectName: project.row.name, title, by: caller.name },
        projectId: project.row.id,
      },
    );
    return customId;
  }

  async function projectForTool(caller: ProjectCaller, body: ToolCustomRequestBody): Promise<string> {
    if (body.projectBaseId) return body.projectBaseId;
    const name = (body.projectName ?? '').trim();
    const own = await deps.projectsRepo.ownedNamed(caller.id, name);
    return own ?? (await deps.projects.create(caller, { name, description: '' })).projectBaseId;
  }

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
      return withAttachments(caller, project, form, async (tx, fileUuids) => {
        const customId = await insertRequest(tx, caller, project, { title, description });
        await tx.custom.insertAttachments(customId, null, fileUuids);
        return { customId };
      });
    },

    /**
     * A request for a customized version of a tool (software/tools/detail/custom/:id): in the caller's project
     * `projectBaseId`, else in their own project named `projectName` (found, or created for it), so it is followed
     * and answered where every custom request is (custom-progress, custom-detail).
     */
    async createForTool(caller: ProjectCaller, toolId: string, body: ToolCustomRequestBody) {
      assertValid(validateTitle(body.title));
      assertValid(validateDescription(body.description));
      const project = await projects.visible(caller, await projectForTool(caller, body));
      const customId = await deps.transact((tx) =>
        insertRequest(tx, caller, project, { title: body.title, description: body.description, toolId }),
      );
      return { projectBaseId: project.row.id, customId };
    },

    async list(caller: ProjectCaller, projectBaseId: string) {
      const { row } = await projects.visible(caller, projectBaseId);
      const rows = await custom.listRequests(row.id);
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
          toolId: r.tool_id,
        })),
      };
    },

    async detail(caller: ProjectCaller, projectBaseId: string, customId: string): Promise<CustomDetailResponse> {
      const project = await projects.visible(caller, projectBaseId);
      const request = await requestOf(project, customId);
      const [author, replies, attachments] = await Promise.all([
        custom.author(request.user_id),
        custom.replies(request.id),
        custom.attachments(request.id),
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
        authorName: author ? displayName(author) : '',
        createTime: request.created_at.toISOString(),
        updateTime: request.updated_at.toISOString(),
        replyCount: replies.length,
        toolId: request.tool_id,
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
      return withAttachments(caller, project, form, async (tx, fileUuids) => {
        const replyId = await tx.custom.insertReply({
          requestId: request.id,
          userId: caller.id,
          authorName: caller.name,
          fromStaff,
          content,
        });
        await tx.custom.insertAttachments(request.id, replyId, fileUuids);
        await tx.custom.touchRequest(request.id, fromStaff && status.success ? status.data : undefined);
        const told = fromStaff ? await tx.customersOf(project.row) : await tx.contactsOf(project.row);
        await tx.sendMessages(
          told.filter((id) => id !== caller.id),
          {
            kind: 'customReplied',
            params: { projectName: project.row.name, title: request.title, by: caller.name },
            projectId: project.row.id,
          },
        );
        return { replyId };
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
      const customRequest = await requestOf(project, customId);
      const found = (await custom.attachments(customRequest.id)).some((a) => a.file_uuid === fileUuid);
      if (!found) throw new AppError('FILE_NOT_FOUND', 404);
      return deps.downloads.download(caller, fileUuid, request);
    },
  };
}

export type CustomService = ReturnType<typeof createCustomService>;
