import { isUuid, nextTaskStatus, type AdminJobList, type AdminSystem } from '@biocloud/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { sendMessages } from '../messages/messages.repository';
import { lockTask, type ChangeTask, type TaskChanges } from '../tasks/task-writes';
import type { AdminJobsRepository } from './admin-jobs.repository';
import type { StaffActor } from './admin-users.service';
import { writeAudit } from './audit-log.repository';

/**
 * All users' waiting and running task jobs (admin/jobs) and the system panel. Staff cancel a job with a reason: the
 * job's stop (the engine's monitor ends the program), the owner's message and the audit row are one transaction.
 */
export function createAdminJobsService(deps: {
  db: Database;
  repo: AdminJobsRepository;
  changeTask: ChangeTask;
  executor: string;
  mailAvailable: boolean;
}) {
  const { db, repo } = deps;
  return {
    async list(page: number, pageSize: number): Promise<AdminJobList> {
      const { rows, total } = await repo.page(pageSize, page * pageSize);
      return {
        list: rows.map((r) => ({
          id: r.id,
          name: r.job_name,
          toolId: r.tool_id,
          status: r.status,
          userId: r.user_id,
          username: r.username,
          executor: r.executor,
          createdAt: r.create_time.toISOString(),
          startedAt: r.start_time?.toISOString() ?? null,
        })),
        total,
      };
    },

    async cancel(actor: StaffActor, jobId: string, reason: string): Promise<{ ok: true }> {
      if (!isUuid(jobId)) throw new AppError('ADMIN_JOB_NOT_FOUND', 404);
      await db.transaction().execute(async (trx) => {
        const row = await lockTask(trx, jobId);
        if (!row || row.deleted || row.workflow_id) throw new AppError('ADMIN_JOB_NOT_FOUND', 404);
        const transition = nextTaskStatus('stop', row.status);
        if (!transition.ok || transition.removed) throw new AppError('ADMIN_JOB_NOT_ACTIVE', 409);
        const changes: TaskChanges = { status: transition.status };
        // A job cancelled before it started has nothing left to wait for.
        if (row.status === 'wait') changes.end_time = new Date();
        await deps.changeTask(trx, row, changes, [{ key: 'stopped' }]);
        await sendMessages(trx, [row.user_id], { kind: 'taskJobCancelled', params: { jobName: row.job_name, reason } });
        await writeAudit(trx, {
          actorId: actor.id,
          action: 'job.cancel',
          ip: actor.ip,
          detail: { jobId, userId: row.user_id, reason },
        });
      });
      return { ok: true };
    },

    async system(): Promise<AdminSystem> {
      const s = await repo.system();
      return {
        executor: deps.executor,
        jobs: s.jobs.map((j) => ({ executor: j.executor, status: j.status, count: Number(j.n) })),
        storage: { usedBytes: Number(s.storage.bytes), blobs: Number(s.storage.n) },
        mail: {
          configured: deps.mailAvailable,
          pending: Number(s.mail.pending),
          failed: Number(s.mail.failed),
          recentFailures: s.failures.map((f) => ({
            id: f.id,
            kind: f.kind,
            at: f.created_at.toISOString(),
            error: f.last_error ?? '',
          })),
        },
      };
    },
  };
}

export type AdminJobsService = ReturnType<typeof createAdminJobsService>;
