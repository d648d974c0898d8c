import type { ProgressType } from '@biocloud/contracts';
import type { NewMessage } from '../../src/modules/messages/messages.repository';
import type { ProgressTransaction, TransactProgress } from '../../src/modules/projects/progress-transaction';
import type { ProgressServiceDeps } from '../../src/modules/projects/progress.service';
import type { ProjectRole } from '../../src/modules/projects/project-access';
import { projectNotFound, staffOnly } from '../../src/modules/projects/project-errors';
import type { ProjectRecord } from '../../src/modules/projects/projects.repository';
import { transactInMemory } from './rollback';

type Stage = Awaited<ReturnType<ProgressTransaction['progress']['stages']>>[number];
type Urge = Parameters<ProgressTransaction['progress']['insertUrge']>[0] & { at: Date };

export function projectRecord(overrides: Partial<ProjectRecord> = {}): ProjectRecord {
  return {
    id: 'p1',
    code: 'P0001',
    name: 'Project',
    description: '',
    type: 'reseq',
    status: 'notStarted',
    owner_id: 'owner',
    staff_id: 'staff',
    root_file_uuid: 'root',
    docs_file_uuid: 'docs',
    created_at: new Date('2026-01-01T00:00:00Z'),
    owner_name: 'Owner',
    staff_name: 'Staff',
    is_member: false,
    ...overrides,
  };
}

/**
 * One project's progress rows in memory, with who sees it in which role; writes inside `transact` are applied and
 * undone when the work throws, as a rollback would. Messages and queued e-mails are recorded.
 */
export function fakeProgress(init: {
  project?: ProjectRecord;
  roles: Record<string, ProjectRole>;
  members?: string[];
  /** Users with an e-mail address (an e-mail is queued only for them). */
  addresses?: string[];
  urges?: Urge[];
}) {
  const project = init.project ?? projectRecord();
  const state = {
    stages: [] as Stage[],
    urges: [...(init.urges ?? [])],
    messages: [] as { to: readonly string[]; message: NewMessage }[],
    mails: [] as string[],
    status: project.status,
  };

  const lastUrge = async (_: string, type: ProgressType) => {
    const times = state.urges.filter((u) => u.kind === 'urge' && u.type === type).map((u) => u.at.getTime());
    return times.length > 0 ? new Date(Math.max(...times)) : null;
  };
  const stages = async () => state.stages.map((s) => ({ ...s }));

  const tx: ProgressTransaction = {
    progress: {
      stages,
      lastUrge,
      async emailsSince(_, since) {
        return state.urges.filter((u) => u.kind === 'email' && u.at > since).length;
      },
      async insertUrge(urge) {
        state.urges.push({ ...urge, at: new Date() });
      },
      async insertStage(stage) {
        state.stages.push({
          id: state.stages.length + 1,
          project_id: stage.projectId,
          progress_type: stage.type,
          stage_key: stage.stageKey,
          stage_time: stage.stageTime,
          actor_id: stage.actorId,
          actor_name: stage.actorName,
          note: stage.note,
          read_flag: false,
          created_at: new Date(),
        });
      },
    },
    projects: {
      async lock(id) {
        return id === project.id ? { ...project, status: state.status } : undefined;
      },
      async setStatus(_, status) {
        state.status = status;
      },
    },
    async customersOf(row) {
      return [row.owner_id, ...(init.members ?? [])];
    },
    async contactsOf(row) {
      return row.staff_id ? [row.staff_id] : [];
    },
    async sendMessages(to, message) {
      state.messages.push({ to: [...to], message });
    },
    async enqueueNoticeMail(userId) {
      const queued = (init.addresses ?? []).includes(userId);
      if (queued) state.mails.push(userId);
      return queued;
    },
  };

  const transact: TransactProgress = transactInMemory(state, tx);

  const projects: ProgressServiceDeps['projects'] = {
    async visible(caller, id) {
      const role = init.roles[caller.id];
      if (id !== project.id || !role) throw projectNotFound();
      return { row: { ...project, status: state.status }, role };
    },
    async asStaff(caller, id) {
      const visible = await this.visible(caller, id);
      if (!caller.isStaff) throw staffOnly();
      return visible;
    },
  };

  const progressRepo: ProgressServiceDeps['progressRepo'] = {
    stages,
    lastUrge,
    async markRead(_, type) {
      const unread = state.stages.filter((s) => s.progress_type === type && !s.read_flag);
      for (const s of unread) s.read_flag = true;
      return unread.length;
    },
  };

  return { deps: { progressRepo, transact, projects } satisfies ProgressServiceDeps, state };
}
