import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DownloadAnswer } from '../../src/modules/files/download.service';
import type { FileRecord } from '../../src/modules/files/files.repository';
import type { NewMessage } from '../../src/modules/messages/messages.repository';
import type { CustomRepository } from '../../src/modules/projects/custom.repository';
import type { CustomServiceDeps, CustomTransaction, TransactCustom } from '../../src/modules/projects/custom.service';
import type { ProjectRole } from '../../src/modules/projects/project-access';
import type { StagedForm } from '../../src/modules/projects/project-documents';
import { projectNotFound } from '../../src/modules/projects/project-errors';
import type { ProjectRecord } from '../../src/modules/projects/projects.repository';
import type { ProjectCustomRepliesTable, ProjectCustomRequestsTable } from '../../src/db/schema';
import { projectRecord } from './progress';

type Request = Selectable<ProjectCustomRequestsTable>;
type Reply = Selectable<ProjectCustomRepliesTable>;
interface Attachment {
  file_uuid: string;
  request_id: string;
  reply_id: string | null;
  name: string;
  size: number;
}

/**
 * One project's custom requests in memory, with who sees it in which role. The next multipart form is what the
 * test sets with `nextForm` (its files named only); storing gives them uuids, and writes inside `transact` are
 * undone when the work throws, as a rollback would, and the stored files removed, as the documents do.
 */
export function fakeCustom(init: {
  project?: ProjectRecord;
  roles: Record<string, ProjectRole>;
  members?: string[];
  names?: Record<string, string>;
}) {
  const project = init.project ?? projectRecord();
  const state = {
    requests: [] as Request[],
    replies: [] as Reply[],
    attachments: [] as Attachment[],
    messages: [] as { to: readonly string[]; message: NewMessage }[],
    /** Files of forms stored, then removed or discarded. */
    stored: [] as string[],
    removed: [] as string[],
    discarded: [] as string[],
    downloads: [] as string[],
    form: { fields: {}, files: [] } as StagedForm,
    /** Makes the next message fail, as a broken transaction would. */
    failMessages: false,
  };
  const names = new Map<string, string>();

  const customRepo: CustomRepository = {
    async findRequest(projectId, id) {
      return state.requests.find((r) => r.project_id === projectId && r.id === id);
    },
    async listRequests(projectId) {
      return state.requests
        .filter((r) => r.project_id === projectId)
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
        .map((r) => ({
          ...r,
          author_name: init.names?.[r.user_id] ?? r.user_id,
          reply_count: String(state.replies.filter((p) => p.request_id === r.id).length),
        }));
    },
    async author(userId) {
      const name = init.names?.[userId];
      return name === undefined ? undefined : { username: userId, real_name: name };
    },
    async replies(requestId) {
      return state.replies.filter((r) => r.request_id === requestId);
    },
    async attachments(requestId) {
      return state.attachments
        .filter((a) => a.request_id === requestId)
        .map((a) => ({ file_uuid: a.file_uuid, reply_id: a.reply_id, name: a.name, size: a.size }));
    },
    async insertRequest(request) {
      const id = randomUUID();
      const now = new Date();
      state.requests.push({
        id,
        project_id: request.projectId,
        user_id: request.userId,
        title: request.title,
        description: request.description,
        status: 'submitted',
        created_at: now,
        updated_at: now,
        tool_id: request.toolId ?? null,
      });
      return id;
    },
    async insertReply(reply) {
      const id = randomUUID();
      state.replies.push({
        id,
        request_id: reply.requestId,
        user_id: reply.userId,
        author_name: reply.authorName,
        from_staff: reply.fromStaff,
        content: reply.content,
        created_at: new Date(),
      });
      return id;
    },
    async touchRequest(id, status) {
      const row = state.requests.find((r) => r.id === id)!;
      row.updated_at = new Date();
      if (status) row.status = status;
    },
    async insertAttachments(requestId, replyId, fileUuids) {
      for (const uuid of fileUuids) {
        state.attachments.push({
          file_uuid: uuid,
          request_id: requestId,
          reply_id: replyId,
          name: names.get(uuid)!,
          size: 1,
        });
      }
    },
  };

  const tx: CustomTransaction = {
    custom: customRepo,
    async customersOf(row) {
      return [row.owner_id, ...(init.members ?? [])];
    },
    async contactsOf(row) {
      return row.staff_id ? [row.staff_id] : [];
    },
    async sendMessages(to, message) {
      if (state.failMessages) throw new Error('messages table unavailable');
      state.messages.push({ to: [...to], message });
    },
  };

  const transact: TransactCustom = async (work) => {
    const saved = structuredClone({ requests: state.requests, replies: state.replies, attachments: state.attachments });
    try {
      return await work(tx);
    } catch (error) {
      Object.assign(state, saved);
      throw error;
    }
  };

  const deps: CustomServiceDeps = {
    customRepo,
    projectsRepo: {
      async rootRow(uuid) {
        return { uuid, name: 'docs', is_folder: true } as FileRecord;
      },
      // The fake caller has the one project: a tool request names it (tool requests: tool-custom.int.test.ts).
      async ownedNamed() {
        return project.id;
      },
    },
    transact,
    projects: {
      async visible(caller, id) {
        const role = init.roles[caller.id];
        if (id !== project.id || !role) throw projectNotFound();
        return { row: project, role };
      },
      async create() {
        return { projectBaseId: project.id, projectCode: 'P1' };
      },
    },
    documents: {
      async stage() {
        return state.form;
      },
      async discard(files) {
        state.discarded.push(...files.map((f) => f.name));
        return [];
      },
      async storeWith(_caller, _docsRoot, files, write) {
        const uuids = files.map((f) => {
          const uuid = randomUUID();
          names.set(uuid, f.name);
          return uuid;
        });
        state.stored.push(...files.map((f) => f.name));
        try {
          return await write(uuids);
        } catch (error) {
          state.removed.push(...files.map((f) => f.name));
          throw error;
        }
      },
    },
    downloads: {
      async download(_caller, ref) {
        state.downloads.push(ref);
        return {} as DownloadAnswer;
      },
    },
  };

  /** The next form the service reads: text fields and files (by name). */
  function nextForm(fields: Record<string, string>, files: string[] = []): void {
    state.form = {
      fields,
      files: files.map((name) => ({ name, blob: { size: 1 } as StagedForm['files'][number]['blob'] })),
    };
  }

  return { deps, state, nextForm, project };
}
