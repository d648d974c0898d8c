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
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB, ProjectRow } from '../../db/schema';
import { enqueueNoticeMail } from '../mail/mail-outbox';
import { sendMessages } from '../messages/messages.repository';
import type { ProjectCaller } from './project-access';
import { assertValid, emailEmpty, emailTooMany, projectNotFound, stageRefused, urgeTooSoon } from './project-errors';
import { contactsOf, customersOf } from './project-recipients';
import { createProjectsRepository } from './projects.repository';
import type { ProjectsService } from './projects.service';

/*
 * The progress pages: the stage timelines staff record, their read marks, the customer's urges (one per view
 * within URGE_INTERVAL_SECONDS) and e-mails: each recipient gets a console message, and a real e-mail through the
 * mail outbox (mail/mail-outbox.ts) when they have an address, committed with the message.
 */

const intervalMs = URGE_INTERVAL_SECONDS * 1000;

export function createProgressService(deps: { db: Database; projects: ProjectsService }) {
  const { db, projects } = deps;

  const stagesOf = (projectId: string) =>
    db.selectFrom('project_stages').selectAll().where('project_id', '=', projectId).orderBy('id').execute();

  async function lastUrge(projectId: string, type: ProgressType): Promise<Date | null> {
    const row = await db
      .selectFrom('project_urges')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('project_id', '=', projectId)
      .where('kind', '=', 'urge')
      .where('progress_type', '=', type)
      .executeTakeFirst();
    return row?.at ? new Date(row.at) : null;
  }

  function urgeState(last: Date | null, now = new Date()) {
    const next = last ? new Date(last.getTime() + intervalMs) : null;
    return {
      canUrge: next === null || next <= now,
      lastUrgeTime: last?.toISOString() ?? null,
      nextUrgeTime: next?.toISOString() ?? null,
    };
  }

  /** Runs `work` with the project's row locked, so urges and stages of one project are decided one at a time. */
  async function locked<T>(projectId: string, work: (trx: Kysely<DB>, project: ProjectRow) => Promise<T>) {
    return db.transaction().execute(async (trx) => {
      const project = await createProjectsRepository(trx).lock(projectId);
      if (!project) throw projectNotFound();
      return work(trx, project);
    });
  }

  return {
    async timeline(caller: ProjectCaller, projectBaseId: string, type: ProgressType): Promise<ProgressResponse> {
      const { row } = await projects.visible(caller, projectBaseId);
      const recorded = new Map((await stagesOf(row.id)).map((s) => [s.stage_key, s]));
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
      const result = await db
        .updateTable('project_stages')
        .set({ read_flag: true })
        .where('project_id', '=', row.id)
        .where('progress_type', '=', type)
        .where('read_flag', '=', false)
        .executeTakeFirst();
      return { read: Number(result.numUpdatedRows) };
    },

    async urgeState(caller: ProjectCaller, projectBaseId: string, type: ProgressType) {
      const { row } = await projects.visible(caller, projectBaseId);
      return urgeState(await lastUrge(row.id, type));
    },

    async urge(caller: ProjectCaller, projectBaseId: string, type: ProgressType, content: string) {
      const { row } = await projects.visible(caller, projectBaseId);
      assertValid(validateDescription(content));
      return locked(row.id, async (trx, project) => {
        const state = urgeState(await lastUrge(project.id, type));
        if (!state.canUrge) throw urgeTooSoon(new Date(state.nextUrgeTime!));
        await trx
          .insertInto('project_urges')
          .values({ project_id: project.id, user_id: caller.id, kind: 'urge', progress_type: type, content })
          .execute();
        await sendMessages(trx, await contactsOf(trx, project), {
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
      return locked(row.id, async (trx, project) => {
        const recent = await trx
          .selectFrom('project_urges')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('project_id', '=', project.id)
          .where('kind', '=', 'email')
          .where('created_at', '>', new Date(Date.now() - intervalMs))
          .executeTakeFirstOrThrow();
        if (Number(recent.n) >= EMAILS_PER_INTERVAL) throw emailTooMany();
        await trx
          .insertInto('project_urges')
          .values({ project_id: project.id, user_id: caller.id, kind: 'email', content: body.content })
          .execute();
        const recipients = (role === 'staff' ? await customersOf(trx, project) : await contactsOf(trx, project)).filter(
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
        await sendMessages(trx, unique, { kind: 'projectEmail', params, projectId: project.id });
        let mailed = 0;
        for (const id of unique) {
          if (await enqueueNoticeMail(trx, id, 'projectEmail', params, { direct: true })) mailed += 1;
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
      const type = await locked(row.id, async (trx, project) => {
        const recorded = new Set((await stagesOf(project.id)).map((s) => s.stage_key));
        const allowed = canRecordStage(body.stageKey, recorded);
        if (!allowed.ok) throw stageRefused(allowed.code);
        const inserted = await trx
          .insertInto('project_stages')
          .values({
            project_id: project.id,
            progress_type: progressTypeOf(body.stageKey),
            stage_key: body.stageKey,
            stage_time: body.stageTime ?? new Date(),
            actor_id: caller.id,
            actor_name: caller.name,
            note: body.note,
          })
          .returning('progress_type')
          .executeTakeFirstOrThrow();
        recorded.add(body.stageKey);
        await createProjectsRepository(trx).setStatus(project.id, projectStatusFor(recorded));
        await sendMessages(trx, await customersOf(trx, project), {
          kind: 'stageRecorded',
          params: { projectName: project.name, stageKey: body.stageKey, note: body.note },
          projectId: project.id,
        });
        return inserted.progress_type;
      });
      return this.timeline(caller, projectBaseId, type);
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
