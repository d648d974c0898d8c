import {
  EMAILS_PER_INTERVAL,
  PROGRESS_STAGES,
  URGE_INTERVAL_SECONDS,
  canRecordStage,
  progressTypeOf,
  projectStatusFor,
  validateDescription,
  validateRequiredInput,
  type ProgressResponse,
  type ProgressType,
  type StageKey,
} from '@biocloud/contracts';
import type { ProjectRow } from '../../db/schema';
import type { ProgressTransaction, TransactProgress } from './progress-transaction';
import type { ProgressRepository } from './progress.repository';
import type { ProjectCaller } from './project-access';
import { assertValid, emailEmpty, emailTooMany, projectNotFound, stageRefused, urgeTooSoon } from './project-errors';
import type { ProjectsService } from './projects.service';

/*
 * The progress pages: the stage timelines staff record, their read marks, the customer's urges (one per view
 * within URGE_INTERVAL_SECONDS) and e-mails: each recipient gets a console message, and a real e-mail through the
 * mail outbox (mail/mail-outbox.ts) when they have an address, committed with the message.
 */

const intervalMs = URGE_INTERVAL_SECONDS * 1000;

export interface ProgressServiceDeps {
  progressRepo: Pick<ProgressRepository, 'stages' | 'markRead' | 'lastUrge'>;
  transact: TransactProgress;
  projects: Pick<ProjectsService, 'visible' | 'asStaff'>;
}

export function createProgressService(deps: ProgressServiceDeps) {
  const { progressRepo: repo, transact, projects } = deps;

  function urgeState(last: Date | null, now = new Date()) {
    const next = last ? new Date(last.getTime() + intervalMs) : null;
    return {
      canUrge: next === null || next <= now,
      lastUrgeTime: last?.toISOString() ?? null,
      nextUrgeTime: next?.toISOString() ?? null,
    };
  }

  /** Runs `work` with the project's row locked, so urges and stages of one project are decided one at a time. */
  async function locked<T>(projectId: string, work: (tx: ProgressTransaction, project: ProjectRow) => Promise<T>) {
    return transact(async (tx) => {
      const project = await tx.projects.lock(projectId);
      if (!project) throw projectNotFound();
      return work(tx, project);
    });
  }

  return {
    async timeline(caller: ProjectCaller, projectBaseId: string, type: ProgressType): Promise<ProgressResponse> {
      const { row } = await projects.visible(caller, projectBaseId);
      const recorded = new Map((await repo.stages(row.id)).map((s) => [s.stage_key, s]));
      const stages = PROGRESS_STAGES[type].map((key) => {
        const stage = recorded.get(key);
        return {
          stageKey: key,
          done: stage !== undefined,
          stageTime: stage ? new Date(stage.stage_time).toISOString() : null,
          actorName: stage?.actor_name ?? null,
          note: stage?.note ?? null,
          readFlag: stage?.read_flag ?? true,
        };
      });
      return { type, stages, unread: stages.filter((s) => !s.readFlag).length };
    },

    /** The customer's side read the view's stages; staff looking at them changes nothing. */
    async read(caller: ProjectCaller, projectBaseId: string, type: ProgressType) {
      const { row, role } = await projects.visible(caller, projectBaseId);
      if (role === 'staff') return { read: 0 };
      return { read: await repo.markRead(row.id, type) };
    },

    async urgeState(caller: ProjectCaller, projectBaseId: string, type: ProgressType) {
      const { row } = await projects.visible(caller, projectBaseId);
      return urgeState(await repo.lastUrge(row.id, type));
    },

    async urge(caller: ProjectCaller, projectBaseId: string, type: ProgressType, content: string) {
      const { row } = await projects.visible(caller, projectBaseId);
      assertValid(validateDescription(content));
      return locked(row.id, async (tx, project) => {
        const state = urgeState(await tx.progress.lastUrge(project.id, type));
        if (!state.canUrge) throw urgeTooSoon(new Date(state.nextUrgeTime!));
        await tx.progress.insertUrge({ projectId: project.id, userId: caller.id, kind: 'urge', type, content });
        await tx.sendMessages(await tx.contactsOf(project), {
          kind: type === 'service' ? 'projectUrgedService' : 'projectUrgedAnalyse',
          params: { projectName: project.name, projectCode: project.code, by: caller.name, content },
          projectId: project.id,
        });
        return urgeState(new Date());
      });
    },

    /**
     * From the customer's side to the project's contact (its staff), or from staff to the customers (owner and
     * members); at most EMAILS_PER_INTERVAL per interval.
     */
    async email(caller: ProjectCaller, projectBaseId: string, body: { subject: string; content: string }) {
      const { row, role } = await projects.visible(caller, projectBaseId);
      if (!validateRequiredInput(body.content).ok) throw emailEmpty();
      assertValid(validateDescription(body.content));
      return locked(row.id, async (tx, project) => {
        const recent = await tx.progress.emailsSince(project.id, new Date(Date.now() - intervalMs));
        if (recent >= EMAILS_PER_INTERVAL) throw emailTooMany();
        await tx.progress.insertUrge({
          projectId: project.id,
          userId: caller.id,
          kind: 'email',
          content: body.content,
        });
        const recipients = (role === 'staff' ? await tx.customersOf(project) : await tx.contactsOf(project)).filter(
          (id) => id !== caller.id,
        );
        const unique = [...new Set(recipients)];
        const params = {
          projectName: project.name,
          projectCode: project.code,
          by: caller.name,
          subject: body.subject,
          content: body.content,
        };
        await tx.sendMessages(unique, { kind: 'projectEmail', params, projectId: project.id });
        let mailed = 0;
        for (const id of unique) {
          if (await tx.enqueueNoticeMail(id, 'projectEmail', params, { direct: true })) mailed += 1;
        }
        return { channel: mailed > 0 ? ('email' as const) : ('message' as const), recipients: unique.length, mailed };
      });
    },

    /** Staff record the next stage of a view with a note; the project's status follows; the customers are told. */
    async recordStage(
      caller: ProjectCaller,
      projectBaseId: string,
      body: { stageKey: StageKey; note: string; stageTime?: Date },
    ): Promise<ProgressResponse> {
      const { row } = await projects.asStaff(caller, projectBaseId);
      assertValid(validateDescription(body.note));
      const type = await locked(row.id, async (tx, project) => {
        const recorded = new Set((await tx.progress.stages(project.id)).map((s) => s.stage_key));
        const allowed = canRecordStage(body.stageKey, recorded);
        if (!allowed.ok) throw stageRefused(allowed.code);
        const progressType = progressTypeOf(body.stageKey);
        await tx.progress.insertStage({
          projectId: project.id,
          type: progressType,
          stageKey: body.stageKey,
          stageTime: body.stageTime ?? new Date(),
          actorId: caller.id,
          actorName: caller.name,
          note: body.note,
        });
        recorded.add(body.stageKey);
        await tx.projects.setStatus(project.id, projectStatusFor(recorded));
        await tx.sendMessages(await tx.customersOf(project), {
          kind: 'stageRecorded',
          params: { projectName: project.name, stageKey: body.stageKey, note: body.note },
          projectId: project.id,
        });
        return progressType;
      });
      return this.timeline(caller, projectBaseId, type);
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
